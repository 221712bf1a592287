import { Badge, Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { formatClp, formatIsoDateEsCl, type ComingSoon, type Counting, type Headline, type MemberResult } from '@shared/benefits';
import type { ReactNode } from 'react';
import { ExternalLink } from '../../../components/layouts/app-external-link';
import { Summary } from './benefit-card';

/** How a likely benefit counts, as the person reads it next to its amount. */
export const countingTexts: Record<Counting, { label: string; palette: 'green' | 'blue' | 'gray' | 'orange' }> = {
  cash: { label: 'Dinero por cobrar', palette: 'green' },
  saving: { label: 'Ahorro o descuento, no es dinero en efectivo', palette: 'blue' },
  automatic: { label: 'Se paga solo: probablemente ya lo recibes', palette: 'gray' },
  ask: { label: 'Dinos si ya la recibes', palette: 'orange' },
  received: { label: 'Ya lo recibes', palette: 'gray' },
};

/** How a likely benefit counts, as a badge (wraps on a phone: its longest label is a sentence). */
export function CountingBadge({ how, ...data }: { readonly how: Counting; readonly 'data-testid'?: string }) {
  return (
    <Badge colorPalette={countingTexts[how].palette} variant="subtle" alignSelf="flex-start" whiteSpace="normal" {...data}>
      {countingTexts[how].label}
    </Badge>
  );
}

/**
 * The headline: cash likely due and not yet received; the possible money apart and hedged; savings
 * (discounts, tuition, pension increases) apart, never added to the cash.
 */
export function HouseholdHeadline({ headline, footnote = true }: { readonly headline: Headline; readonly footnote?: boolean }) {
  return (
    <Box as="section" aria-labelledby="titular" bg="teal.700" color="white" borderRadius="2xl" p={{ base: '4', md: '8' }} data-testid="household-headline">
      <Heading as="h2" id="titular" fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="teal.100">
        Lo que podrías recibir en un año
      </Heading>
      {headline.cash > 0 ? (
        <Text fontSize={{ base: 'xl', md: '2xl' }} mt="2" data-testid="headline-cash">
          Podrías recibir{' '}
          <Box as="strong" fontSize={{ base: '3xl', md: '4xl' }} fontVariantNumeric="tabular-nums">
            {formatClp(headline.cash)}
          </Box>{' '}
          al año que hoy no estás cobrando.
        </Text>
      ) : (
        <Text fontSize="lg" mt="2" data-testid="headline-cash">
          No encontramos dinero por cobrar que no estés recibiendo ya.
        </Text>
      )}
      {headline.cashHasUpperBounds ? (
        <Text color="teal.50" fontSize="sm" mt="1">
          Algunos montos son el máximo posible: lo que recibas puede ser menor.
        </Text>
      ) : null}
      {headline.possible > 0 ? (
        <Text color="teal.50" mt="2" fontSize={{ base: 'sm', md: 'md' }} data-testid="headline-possible">
          Y hasta {formatClp(headline.possible)} más si se confirma lo que aún no sabemos{headline.possibleIf.length > 0 ? ` (${headline.possibleIf.join(' ').replace(/\?\s¿/g, '?, ¿')})` : ''}.
        </Text>
      ) : null}
      {headline.savings > 0 ? (
        <Text color="teal.50" mt="2" fontSize={{ base: 'sm', md: 'md' }} data-testid="headline-savings">
          Además, {formatClp(headline.savings)} al año en ahorros, descuentos o aumentos de pensión (no es dinero en efectivo).
        </Text>
      ) : null}
      {headline.toAsk.length > 0 ? (
        <Text color="orange.100" mt="2" fontSize="sm">
          No sumamos la PGU hasta saber si ya la recibes.
        </Text>
      ) : null}
      {/* The dashboard says it under its title already. */}
      {footnote ? (
        <Text color="teal.100" mt="3" fontSize="xs">
          Es una estimación con lo que nos contaste; cada institución revisa y decide.
        </Text>
      ) : null}
    </Box>
  );
}

interface ListProps {
  readonly results: readonly MemberResult[];
  readonly counting?: ReadonlyMap<string, Counting>;
  /** What the page offers for a benefit (the dashboard: the assisted application). */
  readonly action?: (result: MemberResult) => ReactNode;
}

/** Likely and possible benefits, one short row each; the texts of how to claim it stay one click away. */
export function BenefitList({ results, counting, action }: ListProps) {
  return (
    <List.Root as="ul" listStyleType="none" gap="3" ps="0">
      {results.map((result) => {
        const how = counting?.get(result.key);
        return (
          <List.Item key={result.key} data-benefit={result.id} data-person={result.personId} data-status={result.status} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p="4">
            <Stack gap="1" w="full" minW="0">
              <Heading as="h3" size="md">
                {result.title}
              </Heading>
              <Text color="gray.800" fontWeight="semibold">
                {result.amountText}
              </Text>
              {how ? <CountingBadge how={how} /> : null}
              {result.status === 'maybe' && result.missing[0] ? (
                <Text fontSize="sm" color="orange.800">
                  Nos falta saber: {result.missing[0].question}
                </Text>
              ) : null}
              <details>
                <Summary>Cómo se pide</Summary>
                <List.Root as="ol" ps="5" fontSize="sm" color="gray.700" gap="1" mt="1">
                  {result.howToClaim.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
                </List.Root>
                <Text fontSize="xs" color="gray.600" mt="1">
                  {result.amountPeriod}. Fuente: {result.source.name}, revisada el {formatIsoDateEsCl(result.source.checkedOn)}.
                </Text>
                <ExternalLink href={result.officialUrl}>Página oficial</ExternalLink>
              </details>
              {action ? action(result) : null}
            </Stack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

/** Benefits a member will qualify for within six months, with the date. */
export function ComingSoonList({ items }: { readonly items: readonly ComingSoon[] }) {
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="pronto">
      <Heading as="h2" id="pronto" size="xl" mb="3">
        Pronto podrás pedir
      </Heading>
      <List.Root as="ul" ps="5" gap="2">
        {items.map((item) => (
          <List.Item key={item.key} data-benefit={item.id} data-coming-soon={item.date}>
            {item.text}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** "No te corresponde", collapsed: names only. */
export function NotForYouList({ results }: { readonly results: readonly MemberResult[] }) {
  if (results.length === 0) return null;
  return (
    <Box as="section" aria-label="Beneficios que no te corresponden">
      <details data-testid="no-corresponde">
        <Summary>No te corresponden por ahora ({results.length})</Summary>
        <List.Root as="ul" ps="5" mt="2" gap="1" fontSize="sm" color="gray.700">
          {results.map((result) => (
            <List.Item key={result.key}>
              {result.name}: {result.reasons[0] ?? ''}
            </List.Item>
          ))}
        </List.Root>
      </details>
    </Box>
  );
}
