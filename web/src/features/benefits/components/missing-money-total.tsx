import { Box, Collapsible, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { formatClp, type MissingMoney } from '@shared/benefits';
import { useState } from 'react';
import { DisclosureTrigger } from '../../../components/ui/disclosure-trigger';
import { benefitsCopy, lineFormula } from '../content';

/** The one number at the top of the dashboard: the money a year the user may be missing, and what it adds up. */
export function MissingMoneyTotal({ missing }: { readonly missing: MissingMoney }) {
  const [open, setOpen] = useState(false);
  const hasLines = missing.lines.length > 0 || missing.withoutAmount.length > 0;
  return (
    <Box as="section" aria-labelledby="dinero-al-ano" bg="teal.700" color="white" borderRadius="2xl" p={{ base: '5', md: '8' }} boxShadow="md" data-testid="missing-money">
      <Heading as="h2" id="dinero-al-ano" fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="teal.100">
        {benefitsCopy.totalHeading}
      </Heading>
      {missing.total > 0 ? (
        <Text fontSize={{ base: 'xl', md: '2xl' }} mt="2" data-testid="missing-money-total">
          {benefitsCopy.totalLead}{' '}
          <Box as="strong" fontSize={{ base: '3xl', md: '4xl' }} fontVariantNumeric="tabular-nums" display="inline-block">
            {formatClp(missing.total)}
          </Box>{' '}
          {benefitsCopy.totalTail}
        </Text>
      ) : (
        <Text fontSize="lg" mt="2" data-testid="missing-money-total">
          {benefitsCopy.totalNone}
        </Text>
      )}
      {missing.total > 0 ? (
        <Text color="teal.50" mt="1" fontSize="sm">
          {benefitsCopy.totalExplained} {missing.includesUpperBounds ? benefitsCopy.upperBoundNote : null}
        </Text>
      ) : null}
      {hasLines ? (
        <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)} mt="4">
          <DisclosureTrigger open={open} tone="dark">
            {open ? benefitsCopy.breakdownHide : benefitsCopy.breakdownToggle}
          </DisclosureTrigger>
          <Collapsible.Content>
            <Stack gap="3" mt="4" bg="white" color="gray.800" borderRadius="xl" p={{ base: '4', md: '5' }}>
              <List.Root gap="2" listStyleType="none" data-testid="missing-money-lines">
                {missing.lines.map((line) => (
                  <List.Item key={line.id} data-benefit={line.id}>
                    <Flex justify="space-between" gap="3" wrap="wrap">
                      <Text fontWeight="semibold">{line.name}</Text>
                      <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
                        {line.upperBound ? 'hasta ' : ''}
                        {formatClp(line.yearly)}
                      </Text>
                    </Flex>
                    <Text fontSize="sm" color="gray.600">
                      {lineFormula(line.perPayment, line.paymentsPerYear)}
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
              {missing.withoutAmount.length > 0 ? (
                <Stack gap="1">
                  <Text fontWeight="semibold">{benefitsCopy.withoutAmountHeading}</Text>
                  <List.Root ps="5" gap="1" color="gray.700">
                    {missing.withoutAmount.map((item) => (
                      <List.Item key={item.id}>
                        {item.name}: {item.amountText}
                      </List.Item>
                    ))}
                  </List.Root>
                </Stack>
              ) : null}
            </Stack>
          </Collapsible.Content>
        </Collapsible.Root>
      ) : null}
    </Box>
  );
}
