import { Alert, Box, Button, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { checkoutResultMessages, checkoutResults, type CheckoutResult } from '@shared/billing';
import { messages } from '@shared/messages';
import { planOfferFor } from '@shared/plans';
import { isEnterprise } from '@shared/roles';
import type { Plan } from '@shared/admin';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layouts/app-page-header';
import { FormAlert } from '../../components/forms/form-alert';
import { useMe } from '../../features/auth/me';
import { useCancelPlan, useMyPlan, useResumePlan, useStartCheckout } from '../../features/billing/api/plan';
import { CheckoutConfirmation } from '../../features/billing/components/checkout-confirmation';
import { MySubscription, PendingPaymentNotice, Receipts } from '../../features/billing/components/my-subscription';
import { PlanOffers } from '../../features/billing/components/plan-offers';
import { ApiError } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';

const isResult = (value: string | null): value is CheckoutResult => checkoutResults.some((result) => result === value);

const errorText = (error: unknown): string => (error instanceof ApiError && error.code !== 'internal' ? error.message : messages.internal);

/** `/profile/plan`: choose a plan and pay it through Transbank, see receipts, change the card, cancel. */
export function Component() {
  usePageMeta({ title: 'Mi plan | Beneficios Chile', description: 'Elige tu plan, revisa tus pagos y administra tu suscripción.' });
  const user = useMe();
  const [search] = useSearchParams();
  const plan = useMyPlan(user?.uid ?? '');
  const checkout = useStartCheckout();
  const cancel = useCancelPlan(user?.uid ?? '');
  const resume = useResumePlan(user?.uid ?? '');
  // The plan chosen, shown for confirmation before anything is charged.
  const [chosen, setChosen] = useState<Plan | undefined>();
  if (!user) return null;
  // A company's plans: the same billing, the company's features (shared/plans.ts).
  const company = isEnterprise(user);
  const offers = plan.data?.plans.map((offer) => planOfferFor(offer, company ? 'company' : 'person')) ?? [];
  const subscription = plan.data?.subscription;
  const inForce = subscription && subscription.status !== 'cancelled';
  const pendingPayment = plan.data?.pendingPayment;
  const result = search.get('resultado');
  // A payment left "en verificación" that the page's load has settled since: say how it ended.
  const settled = result === 'pago-pendiente' && plan.data && !pendingPayment ? (inForce ? 'suscrito' : 'pago-rechazado') : result;
  const outcome = isResult(settled) ? checkoutResultMessages[settled] : undefined;
  const chosenOffer = chosen ? offers.find((offer) => offer.plan === chosen) : undefined;

  return (
    <>
      <PageHeader
        title="Mi plan"
        description={
          company
            ? 'Publicar ofertas de práctica es gratis y sin límite. El Plan Empresa suma la búsqueda de practicantes y tus ofertas destacadas al inicio del listado.'
            : 'Con un plan tus consultas al soporte se atienden primero y, con el Plan Anual, te ayudamos a postular a tus beneficios: pídelo en Soporte, en «Postulación asistida», o desde cada beneficio en tu inicio.'
        }
      />
      <Stack gap="6">
        {outcome ? (
          <Alert.Root status={outcome.status} role="status" data-testid="checkout-result">
            <Alert.Indicator />
            <Alert.Title>{outcome.text}</Alert.Title>
          </Alert.Root>
        ) : null}
        {checkout.isError ? <FormAlert status="error" message={errorText(checkout.error)} /> : null}
        {cancel.isError ? <FormAlert status="error" message={errorText(cancel.error)} /> : null}
        {resume.isError ? <FormAlert status="error" message={errorText(resume.error)} /> : null}
        {plan.isPending ? <Skeleton height="40" borderRadius="2xl" role="status" aria-label="Cargando tu plan" /> : null}
        {plan.isError ? (
          <Stack gap="3" align="flex-start">
            <FormAlert status="error" message={messages['loading/plan']} />
            <Button variant="outline" colorPalette="teal" size="sm" onClick={() => void plan.refetch()}>
              Reintentar
            </Button>
          </Stack>
        ) : null}
        {plan.data && subscription && inForce ? (
          <MySubscription
            subscription={subscription}
            changingCard={checkout.isPending}
            cancelling={cancel.isPending}
            resuming={resume.isPending}
            onChangeCard={() => checkout.mutate({ purpose: 'change-card' })}
            onCancel={() => cancel.mutate()}
            onResume={() => resume.mutate()}
          />
        ) : null}
        {pendingPayment ? <PendingPaymentNotice pending={pendingPayment} /> : null}
        {plan.data && !inForce && !pendingPayment && chosenOffer ? (
          <CheckoutConfirmation offer={chosenOffer} pending={checkout.isPending} onConfirm={() => checkout.mutate({ purpose: 'subscribe', plan: chosenOffer.plan })} onBack={() => setChosen(undefined)} />
        ) : null}
        {plan.data && subscription?.status === 'cancelled' && !pendingPayment && !chosenOffer ? (
          <Alert.Root status="info" data-testid="plan-ended">
            <Alert.Indicator />
            <Alert.Title>Tu plan terminó. Puedes volver a suscribirte eligiendo un plan.</Alert.Title>
          </Alert.Root>
        ) : null}
        {plan.data && !inForce && !pendingPayment && !chosenOffer ? <PlanOffers plans={offers} onChoose={setChosen} /> : null}
        {plan.data ? (
          <Box as="section" aria-labelledby="mis-pagos">
            <Heading as="h2" id="mis-pagos" size="lg" color="gray.900" mb="3">
              Mis pagos
            </Heading>
            <Receipts payments={plan.data.payments} />
          </Box>
        ) : null}
      </Stack>
    </>
  );
}
