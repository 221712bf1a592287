import type { FunctionAccess } from '../../lib/access';

/**
 * The admin's users. A deletion: the coverage counters (billing) forget the user in the document's
 * removal, and its recount schedule goes with it, ConditionCheckItem keeps another admin when an admin goes, auth releases the e-mail and
 * RUT claims and forgets the e-mail's rate-limit counters; the subscription, card and payments (events/billing-eraser) and the Cognito account,
 * link tokens and support records (events/account-eraser) go with AdminUserDeleted. A change: the
 * document, its RUT claim and its audit entry in one transaction, Cognito following (group, enabled,
 * sessions), a disabled student's profile out of the candidate search (internships). A read of a person's
 * record is itself recorded in audit. The users list names each company by its razón social (BatchGetItem on users).
 */
export const access: FunctionAccess = {
  tables: { users: ['GetItem', 'Query', 'BatchGetItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'], auth: ['Query', 'DeleteItem', 'PutItem', 'BatchWriteItem'], billing: ['UpdateItem', 'GetItem', 'Query', 'BatchGetItem', 'DeleteItem'], audit: ['Query', 'PutItem'], internships: ['GetItem', 'UpdateItem'] },
  userPool: ['ListUsers', 'AdminAddUserToGroup', 'AdminRemoveUserFromGroup', 'AdminEnableUser', 'AdminDisableUser', 'AdminUserGlobalSignOut'],
  publishes: ['AdminUserDeleted', 'MailRequested'],
};
