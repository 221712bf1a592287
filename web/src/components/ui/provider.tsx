import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './chakra-system';

/**
 * Chakra UI's provider with the app's system (`chakra-system.ts`, from `theme.ts`). The route table puts
 * it around every interactive screen (the `kit` route: the auth screens, the signed-in area, `/revisa`);
 * the public pages, prerendered as plain HTML and CSS, never load it.
 */
export function UiProvider({ children }: { readonly children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
