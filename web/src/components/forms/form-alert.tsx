import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The inline message above a form: an error (read out at once), or a success. */
export function FormAlert({ status, message }: { readonly status: 'error' | 'success'; readonly message: ReactNode }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title overflowWrap="anywhere">{message}</Alert.Title>
    </Alert.Root>
  );
}
