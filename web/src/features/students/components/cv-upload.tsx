import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { messages } from '@shared/messages';
import type { StudentCv } from '@shared/students';
import { useFilePick } from '../../../components/forms/file-pick';
import { FormAlert } from '../../../components/forms/form-alert';
import { UploadIcon } from '../../../components/ui/icons';
import { formatDate } from '@shared/format/date';
import { cvProblem, useUploadCv } from '../api/upload-cv';

const sizeLabel = (bytes: number): string => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toLocaleString('es-CL', { maximumFractionDigits: 1 })} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The CV: a PDF of up to 5 MB, checked here first and again by the server. */
export function CvUpload({ cv }: { readonly cv: StudentCv | undefined }) {
  const upload = useUploadCv();
  const { input, notice, onPick, choose } = useFilePick({ problemOf: cvProblem, upload, success: 'Guardamos tu CV.', failure: messages['student/cv-upload-failed'] });

  return (
    <Stack gap="3" data-testid="cv-upload">
      {cv ? (
        <Text fontSize="sm" color="gray.800" data-testid="cv-current">
          <Text as="span" fontWeight="semibold">
            {cv.fileName}
          </Text>{' '}
          · {sizeLabel(cv.size)} · subido el {formatDate(cv.uploadedAt)}
        </Text>
      ) : (
        <Text fontSize="sm" color="gray.600">
          Aún no subes tu CV. Lo necesitas para postular.
        </Text>
      )}
      <input ref={input} type="file" accept="application/pdf,.pdf" hidden aria-label="Elegir tu CV en PDF" data-testid="cv-input" onChange={onPick} />
      <Flex gap="3" align="center" wrap="wrap">
        <Button colorPalette="teal" variant={cv ? 'outline' : 'solid'} size="sm" gap="2" loading={upload.isPending} loadingText="Subiendo…" onClick={choose}>
          <UploadIcon size={16} />
          {cv ? 'Reemplazar CV' : 'Subir CV'}
        </Button>
        <Text fontSize="xs" color="gray.600">
          Un PDF de hasta 5 MB.
        </Text>
      </Flex>
      {notice ? <FormAlert status={notice.status} message={notice.message} /> : null}
    </Stack>
  );
}
