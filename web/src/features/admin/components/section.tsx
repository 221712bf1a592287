import { Box, DataList, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of the admin screens: a `section` named by its `h2`. */
export function Section({ id, title, actions, children }: { readonly id: string; readonly title: string; readonly actions?: ReactNode; readonly children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p={{ base: '5', md: '6' }} minW="0">
      <Flex justify="space-between" align="center" gap="3" mb="4" wrap="wrap">
        <Heading as="h2" id={id} size="lg" color="gray.900">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}

export interface Fact {
  readonly label: string;
  readonly value: ReactNode;
  /** For tests: `data-field`. */
  readonly field: string;
}

/** Label and value pairs, as a description list. */
export function Facts({ facts }: { readonly facts: readonly Fact[] }) {
  return (
    <DataList.Root orientation="horizontal" size="md" gap="3">
      {facts.map((fact) => (
        <DataList.Item key={fact.field} data-field={fact.field} alignItems="baseline" gap="3">
          <DataList.ItemLabel w={{ base: '36', sm: '52' }} minW="0" flexShrink={0} color="gray.600">
            {fact.label}
          </DataList.ItemLabel>
          <DataList.ItemValue color="gray.900" wordBreak="break-word" minW="0" flex="1">
            {fact.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
