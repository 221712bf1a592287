import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './chakra-system';

/**
 * Chakra UI for the screens that use it. Lazy-loaded: a signed-in page drawn with Chakra gets it from its
 * route (`chakraPage` in `routes.tsx`), and a lazy component drawn with Chakra wraps itself in it. Never
 * import it from a public page, an auth screen, the signed-in shell or the dashboard: those are plain HTML
 * and CSS (`features/auth/components/auth-ui.tsx`, `components/layouts/app-shell.tsx`), to stay light.
 */
export function UiProviders({ children }: { readonly children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
