import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An auth screen's title and the line under it. */
export function AuthHeading({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl" color="gray.900">
        {title}
      </Heading>
      {children ? <Text color="gray.600">{children}</Text> : null}
    </Stack>
  );
}

/** The line under an auth screen's form: a question and its link ("¿No tienes cuenta? Regístrate"). */
export function AuthFootnote({ children }: { readonly children: ReactNode }) {
  return (
    <Text fontSize="sm" textAlign="center" color="gray.700">
      {children}
    </Text>
  );
}
