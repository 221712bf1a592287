import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { formatClp, planCatalogue, planFeatureLabels } from '@shared/plans';
import { Link } from 'react-router';
import { useMyPlan } from '../api/plan';

/**
 * The dashboard's upsell, only where it helps: the user may be entitled to benefits (help applying
 * and priority support are what a plan adds; the reminders are free) and has no plan in force.
 */
export function PlanUpsell({ uid, relevant }: { readonly uid: string; readonly relevant: boolean }) {
  const plan = useMyPlan(uid);
  const subscription = plan.data?.subscription;
  if (!relevant || !plan.data || (subscription && subscription.status !== 'cancelled')) return null;
  const annual = planCatalogue.anual;
  return (
    <Box as="aside" aria-labelledby="plan-upsell" bg="teal.50" borderWidth="1px" borderColor="teal.200" borderRadius="2xl" p={{ base: '5', md: '6' }} data-testid="plan-upsell">
      <Heading as="h2" id="plan-upsell" size="md" color="gray.900" mb="2">
        ¿Quieres ayuda para postular a tus beneficios?
      </Heading>
      <Text color="gray.700" mb="4">
        Con el {annual.name} ({formatClp(annual.priceClp)} al año) tienes {annual.includes.map((feature) => planFeatureLabels[feature].toLowerCase()).join(', ')}.
      </Text>
      <Button asChild colorPalette="teal" size="sm">
        <Link to="/profile/plan">Ver planes</Link>
      </Button>
    </Box>
  );
}
