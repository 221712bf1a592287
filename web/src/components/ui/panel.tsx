import { Box, Flex, Heading, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A titled card: a `section` named by its `h2`, with an optional lead line and actions by the title.
 * `emphasis` marks the one card of a page where the person acts (a form), and keeps it in view on a
 * wide screen (`sticky`) while the rest of the page scrolls.
 */
export function Panel({
  id,
  title,
  lead,
  actions,
  emphasis = false,
  sticky = false,
  children,
  ...box
}: {
  readonly id: string;
  readonly title: string;
  readonly lead?: ReactNode;
  readonly actions?: ReactNode;
  readonly emphasis?: boolean;
  readonly sticky?: boolean;
  readonly children: ReactNode;
} & Omit<BoxProps, 'id' | 'title'>) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="white"
      borderWidth="1px"
      borderColor={emphasis ? 'teal.200' : 'gray.200'}
      borderRadius="2xl"
      boxShadow={emphasis ? 'md' : undefined}
      p={{ base: '5', md: '7' }}
      minW="0"
      {...(sticky ? { position: { lg: 'sticky' }, top: { lg: '24' } } : {})}
      {...box}
    >
      <Flex justify="space-between" align="center" gap="3" mb={lead ? '1' : '4'} wrap="wrap">
        <Heading as="h2" id={id} size="lg" color="gray.900">
          {title}
        </Heading>
        {actions}
      </Flex>
      {lead ? (
        <Text color="gray.600" fontSize="sm" mb="5">
          {lead}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}
