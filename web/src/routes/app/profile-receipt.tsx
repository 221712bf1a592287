import { Box, Button, Flex, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { receiptOf, receiptRows } from '@shared/billing';
import { messages } from '@shared/messages';
import { Link as RouterLink, useParams } from 'react-router';
import { FormAlert } from '../../components/forms/form-alert';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useMe } from '../../features/auth/me';
import { useMyPlan } from '../../features/billing/api/plan';
import { downloadReceiptPdf } from '../../features/billing/receipt-pdf';
import { usePageMeta } from '../../lib/page-meta';

/** `/profile/plan/comprobantes/:paymentId`: the receipt of one paid charge, to read, print or download. */
export function Component() {
  usePageMeta({ title: 'Comprobante de pago | Beneficios Chile', description: 'El comprobante de un pago de tu plan.' });
  const user = useMe();
  const { paymentId } = useParams();
  const plan = useMyPlan(user?.uid ?? '');
  if (!user) return null;
  const payment = plan.data?.payments.find((candidate) => candidate.id === paymentId);
  const receipt = payment ? receiptOf(payment) : undefined;
  const back = (
    <Link asChild color="teal.700" fontWeight="semibold">
      <RouterLink to="/profile/plan">Volver a Mi plan</RouterLink>
    </Link>
  );
  return (
    <>
      <PageHeader title="Comprobante de pago" eyebrow={back} />
      {plan.isPending ? <Skeleton height="60" borderRadius="2xl" role="status" aria-label="Cargando el comprobante" /> : null}
      {plan.isError ? <FormAlert status="error" message={messages['loading/plan']} /> : null}
      {plan.data && !receipt ? <FormAlert status="error" message="No encontramos este comprobante. Revisa tus pagos en Mi plan." /> : null}
      {receipt ? (
        <Stack gap="5" maxW="2xl">
          <Box as="section" aria-label="Detalle del comprobante" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" boxShadow="sm" p={{ base: '5', md: '6' }} data-testid="receipt">
            <Box as="dl">
              {receiptRows(receipt).map((row) => (
                <Flex key={row.label} direction={{ base: 'column', md: 'row' }} gap={{ base: '0', md: '3' }} py="2" borderBottomWidth="1px" borderColor="gray.100">
                  <Text as="dt" fontWeight="semibold" color="gray.900" minW={{ md: '56' }}>
                    {row.label}
                  </Text>
                  <Text as="dd" color="gray.700" wordBreak="break-word">
                    {row.value}
                  </Text>
                </Flex>
              ))}
            </Box>
            <Text color="gray.600" fontSize="sm" mt="4">
              Pagado con Transbank Oneclick. Los precios incluyen IVA.
            </Text>
          </Box>
          <Flex gap="3" wrap="wrap" css={{ '@media print': { display: 'none' } }}>
            <Button colorPalette="teal" onClick={() => void downloadReceiptPdf(receipt)}>
              Descargar comprobante (PDF)
            </Button>
            <Button variant="outline" onClick={() => window.print()}>
              Imprimir
            </Button>
          </Flex>
        </Stack>
      ) : null}
    </>
  );
}
