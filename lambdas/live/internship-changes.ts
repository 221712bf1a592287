import { applyApplicationChange } from './application-changes';
import { applyOfferChange } from './offer-changes';
import { inOrder } from './push';

/**
 * The internships table's one stream consumer (one function, not one per kind of item: the stack
 * stays under CloudFormation's 500 resources): an offer's change goes to its company
 * (offer-changes.ts), an application's to its student and its company (application-changes.ts).
 */
export const handler = inOrder(async (record) => {
  await applyOfferChange(record);
  await applyApplicationChange(record);
}, 'An internship change could not be pushed');
