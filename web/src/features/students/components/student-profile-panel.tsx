import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
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
        <Box role="progressbar" aria-valuenow={completeness} aria-valuemin={0} aria-valuemax={100} aria-labelledby="perfil-completo" bg="gray.200" borderRadius="full" h="2" overflow="hidden" data-testid="profile-completeness">
          <Box bg="teal.600" h="full" w={`${String(completeness)}%`} />
        </Box>
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
