import { formatClp, planCatalogue, planFeatureLabels } from '@shared/plans';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/plain';
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
    <aside aria-labelledby="plan-upsell" className="ui-callout" data-testid="plan-upsell">
      <h2 id="plan-upsell" className="ui-heading ui-md ui-gray-900 ui-mb-2">
        ¿Quieres ayuda para postular a tus beneficios?
      </h2>
      <p className="ui-text ui-gray-700 ui-mb-4">
        Con el {annual.name} ({formatClp(annual.priceClp)} al año) tienes {annual.includes.map((feature) => planFeatureLabels[feature].toLowerCase()).join(', ')}.
      </p>
      <Link to="/profile/plan" className={buttonClass({ size: 'sm' })}>
        Ver planes
      </Link>
    </aside>
  );
}
