import { Box, Collapsible } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../layouts/app-icons';

/** On a light card (teal outline) or on the teal headline (white on teal). */
const tones = {
  light: { borderColor: 'teal.600', color: 'teal.800', _hover: { bg: 'teal.50' }, _focusVisible: { outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' } },
  dark: { borderColor: 'teal.200', _hover: { bg: 'teal.600' }, _focusVisible: { outline: '2px solid', outlineColor: 'white', outlineOffset: '2px' } },
} as const;

/** The button that opens and closes a `Collapsible.Root`: its label and a chevron that turns when open. */
export function DisclosureTrigger({ open, tone, children }: { readonly open: boolean; readonly tone: keyof typeof tones; readonly children: ReactNode }) {
  return (
    <Collapsible.Trigger display="inline-flex" alignItems="center" gap="1.5" px="3" py="1.5" borderRadius="lg" borderWidth="1px" fontWeight="semibold" cursor="pointer" flexShrink={0} {...tones[tone]}>
      {children}
      <Box as="span" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s" display="inline-flex">
        <ChevronDownIcon size={18} />
      </Box>
    </Collapsible.Trigger>
  );
}
