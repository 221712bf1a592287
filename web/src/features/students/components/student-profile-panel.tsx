import { Box, Heading, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { profileCompleteness } from '@shared/students';
import { FormAlert } from '../../../components/forms/form-alert';
import { useStudentProfile } from '../api/student-profile';
import { CvUpload } from './cv-upload';
import { StudentProfileForm } from './student-profile-form';

/** The student profile and CV, with how complete they are: on the dashboard and on the apply page. */
export function StudentProfilePanel() {
  const profile = useStudentProfile();
  if (profile.isPending) return <Skeleton height="64" borderRadius="2xl" />;
  if (profile.isError) return <FormAlert status="error" message="No pudimos cargar tu perfil de estudiante. Recarga la página." />;
  const completeness = profileCompleteness(profile.data);
  return (
    <Stack gap="6">
      <Box>
        <Text fontSize="sm" color="gray.700" mb="1" id="perfil-completo">
          Tu perfil está completo en un {completeness} %
        </Text>
        <Progress.Root value={completeness} colorPalette="teal" size="sm" aria-labelledby="perfil-completo" data-testid="profile-completeness">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Box>
      <Box as="section" aria-labelledby="mi-cv">
        <Heading as="h3" id="mi-cv" size="md" color="gray.900" mb="3">
          Tu CV
        </Heading>
        <CvUpload cv={profile.data.cv} />
      </Box>
      <Box as="section" aria-labelledby="mis-estudios">
        <Heading as="h3" id="mis-estudios" size="md" color="gray.900" mb="3">
          Tus estudios y contacto
        </Heading>
        <StudentProfileForm profile={profile.data} />
      </Box>
    </Stack>
  );
}
