import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  readonly title: string;
  /** A short line above the title. */
  readonly eyebrow?: ReactNode;
  readonly description?: ReactNode;
}

/** The heading of a signed-in page: its one `h1`, and what the page is for. */
export function PageHeader({ title, eyebrow, description }: PageHeaderProps) {
  return (
    <Stack gap="2" mb={{ base: '6', md: '8' }}>
      {eyebrow ? (
        <Text color="teal.700" fontWeight="semibold" fontSize="sm">
          {eyebrow}
        </Text>
      ) : null}
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="gray.900" letterSpacing="-0.01em" overflowWrap="anywhere">
        {title}
      </Heading>
      {description ? (
        <Text as="div" color="gray.600" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
