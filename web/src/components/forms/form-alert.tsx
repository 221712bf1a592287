import { Alert } from '@chakra-ui/react';

/** The inline message above a form: an error, or a success. */
export function FormAlert({ status, message }: { readonly status: 'error' | 'success'; readonly message: string }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
