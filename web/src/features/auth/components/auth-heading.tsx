import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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

/** A link of the auth screens to another of them (`strong`: the way on, "Regístrate", "Inicia sesión"). */
export function AuthLink({ to, strong = false, children }: { readonly to: string; readonly strong?: boolean; readonly children: ReactNode }) {
  return (
    <ChakraLink asChild color="teal.700" fontWeight={strong ? 'semibold' : undefined}>
      <Link to={to}>{children}</Link>
    </ChakraLink>
  );
}
