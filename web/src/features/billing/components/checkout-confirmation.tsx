import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { todayInChile } from '@shared/age';
import { firstPeriodOf } from '@shared/billing';
import { formatCalendarDate } from '@shared/format/date';
import { formatClp, type PlanOffer } from '@shared/plans';

const Fact = ({ label, children, testId }: { readonly label: string; readonly children: React.ReactNode; readonly testId?: string }) => (
  <Box as="div" display={{ base: 'block', md: 'flex' }} gap="3" py="2" borderBottomWidth="1px" borderColor="gray.100">
    <Text as="dt" fontWeight="semibold" color="gray.900" minW={{ md: '56' }}>
      {label}
    </Text>
    <Text as="dd" color="gray.700" data-testid={testId}>
      {children}
    </Text>
  </Box>
);

/**
 * The step before paying: what is bought, what is charged today and when next, and that the card
 * is kept at Transbank to renew the plan automatically. Nothing is charged until "Pagar".
 */
export function CheckoutConfirmation(props: { readonly offer: PlanOffer; readonly now?: Date; readonly pending: boolean; readonly onConfirm: () => void; readonly onBack: () => void }) {
  const { offer } = props;
  const period = firstPeriodOf(offer.plan, todayInChile(props.now ?? new Date()));
  const price = formatClp(offer.priceClp);
  return (
    <Box as="section" aria-labelledby="confirmar-pago" bg="white" borderWidth="1px" borderColor="teal.200" borderRadius="2xl" boxShadow="md" p={{ base: '5', md: '6' }} data-testid="checkout-confirmation">
      <Heading as="h2" id="confirmar-pago" size="lg" color="gray.900">
        Confirma tu {offer.name}
      </Heading>
      <Text color="gray.700" mt="1">
        Revisa los datos antes de pagar. Aún no se ha hecho ningún cobro.
      </Text>
      <Box as="dl" mt="4">
        <Fact label="Plan">{offer.name}</Fact>
        <Fact label="Precio">
          {price} cada {offer.months} meses, IVA incluido
        </Fact>
        <Fact label="Período" testId="confirmation-period">
          Del {formatCalendarDate(period.start)} al {formatCalendarDate(period.end)}
        </Fact>
        <Fact label="Se cobra hoy" testId="confirmation-today">
          {price}
        </Fact>
        <Fact label="Próximo cobro" testId="confirmation-next">
          {price}, entre el {formatCalendarDate(period.renewal.from)} y el {formatCalendarDate(period.renewal.to)}
        </Fact>
        <Fact label="Tarjeta">La inscribes ahora en Transbank (Oneclick); nunca la escribes en nuestro sitio.</Fact>
      </Box>
      <Stack gap="2" mt="4" color="gray.700">
        <Text>
          Transbank guarda tu tarjeta y el plan se renueva automáticamente: cada {offer.months} meses se cobra {price} en los primeros cinco días del mes en que termina el período. Nosotros solo
          guardamos su tipo y sus últimos cuatro dígitos.
        </Text>
        <Text>Puedes cancelar cuando quieras desde Mi plan: sigue vigente hasta el fin del período pagado y no se vuelve a cobrar.</Text>
      </Stack>
      <Flex gap="3" mt="5" wrap="wrap">
        <Button colorPalette="teal" loading={props.pending} onClick={props.onConfirm}>
          Pagar {offer.name} con Transbank
        </Button>
        <Button variant="outline" onClick={props.onBack}>
          Volver a los planes
        </Button>
      </Flex>
    </Box>
  );
}
