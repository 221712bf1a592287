import { Badge, Box, Button, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Plan } from '@shared/admin';
import { formatClp, monthlyPriceClp, planFeatureLabels, type PlanOffer } from '@shared/plans';

/** The catalogue's plans, each with its price, what it includes and a button to choose it (the confirmation comes next). */
export function PlanOffers({ plans, onChoose }: { readonly plans: readonly PlanOffer[]; readonly onChoose: (plan: Plan) => void }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {plans.map((offer) => (
        <Box key={offer.plan} as="section" aria-labelledby={`plan-${offer.plan}`} bg="white" borderWidth="1px" borderColor="teal.200" borderRadius="2xl" boxShadow="md" p="6" data-plan={offer.plan}>
          <Stack gap="3">
            <Heading as="h2" id={`plan-${offer.plan}`} size="lg" color="gray.900">
              {offer.name}
            </Heading>
            <Text fontSize="2xl" fontWeight="bold" color="teal.700">
              {formatClp(monthlyPriceClp(offer))}{' '}
              <Text as="span" fontSize="sm" fontWeight="normal" color="gray.600">
                al mes, IVA incluido
              </Text>
            </Text>
            <Text color="gray.700" fontSize="sm" mt="-2">
              Pagas {formatClp(offer.priceClp)} cada {offer.months} meses con Transbank.
            </Text>
            <List.Root gap="1" ps="5">
              {offer.includes.map((feature) => (
                <List.Item key={feature} color="gray.700">
                  {planFeatureLabels[feature]}
                </List.Item>
              ))}
            </List.Root>
            {offer.plan === 'anual' ? (
              <Badge colorPalette="teal" alignSelf="flex-start">
                Más conveniente
              </Badge>
            ) : null}
            <Button colorPalette="teal" onClick={() => onChoose(offer.plan)}>
              Elegir {offer.name}
            </Button>
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
