import type { FunctionAccess } from '../../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. Billing: the coverage counters forget a deleted user, in the document's removal (its subscription, card and payments go with the AdminUserDeleted event: events/billing-eraser); users ConditionCheckItem: another admin remains when an admin is deleted; auth: its e-mail and RUT claims are released. The Cognito account, link tokens and support records go with the same event (events/account-eraser). */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'], auth: ['DeleteItem'], billing: ['UpdateItem'] }, publishes: ['AdminUserDeleted'] };
