import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { messages } from '@shared/messages';
import type { UserDocument } from '@shared/user';
import { failureNotice, useFilePick } from '../../../components/forms/file-pick';
import { FormAlert } from '../../../components/forms/form-alert';
import { TrashIcon, UploadIcon } from '../../../components/ui/icons';
import { UserAvatar } from '../../../components/layouts/app-user-avatar';
import { useRemoveProfileImage } from '../api/remove-profile-image';
import { profileImageProblem, useUploadProfileImage } from '../api/upload-profile-image';

/** The profile picture: upload (JPEG, PNG or WebP up to 2 MB, checked here first) or remove. */
export function ProfileImageForm({ user }: { readonly user: UserDocument }) {
  const upload = useUploadProfileImage();
  const remove = useRemoveProfileImage();
  const { input, notice, setNotice, onPick, choose } = useFilePick({
    problemOf: profileImageProblem,
    upload,
    success: 'Actualizamos tu foto de perfil.',
    failure: messages['profile-image/upload-failed'],
  });
  const busy = upload.isPending || remove.isPending;

  const onRemove = (): void => {
    setNotice(undefined);
    remove.mutate(undefined, {
      onSuccess: () => setNotice({ status: 'success', message: 'Quitamos tu foto de perfil.' }),
      onError: (error) => setNotice(failureNotice(error, 'No pudimos quitar la foto. Intenta nuevamente.')),
    });
  };

  return (
    <Stack gap="4" align={{ base: 'center', sm: 'flex-start' }}>
      <Flex direction={{ base: 'column', sm: 'row' }} gap="5" align="center">
        <UserAvatar user={user} size="lg" alt={user.profileImageUrl ? 'Tu foto de perfil' : ''} data-testid="profile-avatar" />
        <Stack gap="2" align={{ base: 'center', sm: 'flex-start' }}>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            aria-label="Elegir una foto de perfil"
            data-testid="profile-image-input"
            onChange={onPick}
          />
          <Flex gap="2" wrap="wrap" justify={{ base: 'center', sm: 'flex-start' }}>
            <Button colorPalette="teal" size="sm" gap="2" loading={upload.isPending} loadingText="Subiendo…" disabled={busy} onClick={choose}>
              <UploadIcon size={16} />
              {user.profileImageUrl ? 'Cambiar foto' : 'Subir foto'}
            </Button>
            {user.profileImage ? (
              <Button variant="outline" colorPalette="red" size="sm" gap="2" loading={remove.isPending} disabled={busy} onClick={onRemove}>
                <TrashIcon size={16} />
                Quitar foto
              </Button>
            ) : null}
          </Flex>
          <Text fontSize="xs" color="gray.600">
            JPEG, PNG o WebP, de hasta 2 MB.
          </Text>
        </Stack>
      </Flex>
      {notice ? <FormAlert status={notice.status} message={notice.message} /> : null}
    </Stack>
  );
}
