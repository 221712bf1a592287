import type { FunctionAccess } from '../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. The auth table also holds the signing keys (GetItem, PutItem on first use): the reminders' and the reset links'. The billing mails read the subscription and the payment they are about; a claim's follow-up, the claim. */
export const access: FunctionAccess = {
  tables: { users: ['GetItem'], auth: ['GetItem', 'PutItem', 'DeleteItem'], support: ['GetItem'], billing: ['GetItem', 'Query'], internships: ['GetItem', 'Query'], claims: ['GetItem'] },
  mail: ['SendEmail'],
  signingKeys: true,
};
