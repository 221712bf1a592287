import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of the admin screens. */
export { Panel as Section } from '../../../components/ui/panel';

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
