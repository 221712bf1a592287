import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './chakra-system';

/**
 * Chakra UI for the screens that use it. Lazy-loaded: a lazy route's layout (`routes/app/layout.tsx`)
 * or a lazy component wraps itself in it; never import it from a public page or an auth screen (those
 * are plain HTML and CSS, `features/auth/components/auth-ui.tsx`, to stay light).
 */
export function UiProviders({ children }: { readonly children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
