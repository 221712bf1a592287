import { Button, Flex, Text } from '@chakra-ui/react';
import { useSaveReceivedBenefit } from '../api/save-received-benefits';
import { benefitsCopy } from '../content';

/** "Ya lo recibo" on one person's likely benefit: it leaves the yearly total at once; "Deshacer" brings it back. */
export function ReceivedToggle({ receivedKey, received, current }: { readonly receivedKey: string; readonly received: boolean; readonly current: readonly string[] }) {
  const save = useSaveReceivedBenefit();
  return (
    <Flex direction="column" gap="1.5" data-testid="received-toggle">
      {received ? (
        <Flex align="center" gap="3" wrap="wrap" bg="gray.50" borderRadius="lg" px="4" py="2">
          <Text role="status" fontSize="sm" color="gray.700" flex="1">
            {benefitsCopy.receivedNote}
          </Text>
          <Button size="sm" variant="outline" colorPalette="gray" disabled={save.isPending} onClick={() => save.mutate({ key: receivedKey, received: false, current })}>
            {benefitsCopy.undoReceived}
          </Button>
        </Flex>
      ) : (
        <Button size="sm" variant="outline" alignSelf="flex-start" disabled={save.isPending} onClick={() => save.mutate({ key: receivedKey, received: true, current })}>
          {benefitsCopy.received}
        </Button>
      )}
      {save.isError ? (
        <Text role="alert" color="red.700" fontSize="sm">
          {benefitsCopy.receivedFailed}
        </Text>
      ) : null}
    </Flex>
  );
}
