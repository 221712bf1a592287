import type { EventName } from '../../shared/events';
import type { buckets } from '../../shared/data/buckets';
import type { tables } from '../../shared/data/tables';

/**
 * What each function may do, as plain data next to the route table and the event catalogue: one
 * entry per handler module, read off the code it runs (its repositories' SDK calls). The CDK
 * stack grants exactly this and nothing else; a route or consumer without an entry fails the
 * synth, and `infra/test/access.test.ts` checks every entry against the code it can reach.
 */
export type TableName = (typeof tables)[number]['name'];
export type BucketName = (typeof buckets)[number]['name'];

/** DynamoDB actions as IAM names them. A transaction needs the action of each of its items. */
export type TableAction = 'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem' | 'ConditionCheckItem' | 'DescribeTable';

/** S3 object actions; `ListBucket` is granted on the same key prefix (a HEAD of a missing key answers 404 only with it). */
export type BucketAction = 'GetObject' | 'PutObject' | 'DeleteObject' | 'ListBucket';

export interface BucketAccess {
  readonly actions: readonly BucketAction[];
  /** The key prefix the function works under, e.g. `profile-images/`. */
  readonly prefix: string;
}

/** Cognito user pool actions (all on the stage's pool). */
export type UserPoolAction =
  | 'AdminAddUserToGroup'
  | 'AdminCreateUser'
  | 'AdminDeleteUser'
  | 'AdminDisableProviderForUser'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'AdminGetUser'
  | 'AdminLinkProviderForUser'
  | 'AdminListGroupsForUser'
  | 'AdminRemoveUserFromGroup'
  | 'AdminSetUserPassword'
  | 'AdminUpdateUserAttributes'
  | 'AdminUserGlobalSignOut'
  | 'DescribeUserPool'
  | 'ListUsers';

/** `SendEmail` through the stage's identity and configuration set; `GetAccount` reads the sending status. */
export type MailAction = 'SendEmail' | 'GetAccount';

export interface FunctionAccess {
  readonly tables?: Partial<Record<TableName, readonly TableAction[]>>;
  readonly buckets?: Partial<Record<BucketName, BucketAccess>>;
  readonly userPool?: readonly UserPoolAction[];
  /** The domain events it publishes: `events:PutEvents` is limited to their detail-types. */
  readonly publishes?: readonly EventName[];
  readonly mail?: readonly MailAction[];
}

const profileImages = (actions: readonly BucketAction[]): Partial<Record<BucketName, BucketAccess>> => ({ uploads: { actions, prefix: 'profile-images/' } });

/**
 * What every `user` and `admin` route needs before its own code runs: `lambdas/lib/http.ts` reads
 * the caller's `disabled` flag (GetItem on users) to refuse a disabled account's still-valid token.
 */
export const signedInAccess = { tables: { users: ['GetItem'] } } as const satisfies FunctionAccess;

/** Keyed by the handler module under `lambdas/`, as the route table, the event catalogue and the job list name it. */
export const functionAccess: Readonly<Record<string, FunctionAccess>> = {
  // Public routes
  'http/health/get-health': { tables: { users: ['DescribeTable'] }, userPool: ['DescribeUserPool'], mail: ['GetAccount'] },
  'http/accounts/post-register': {
    tables: { users: ['PutItem'], auth: ['GetItem', 'PutItem'] },
    userPool: ['AdminCreateUser', 'AdminSetUserPassword', 'AdminDeleteUser'],
    publishes: ['UserRegistered'],
  },
  'http/accounts/post-activate': {
    tables: { users: ['GetItem', 'UpdateItem'], auth: ['GetItem', 'DeleteItem'] },
    userPool: ['AdminUpdateUserAttributes'],
    publishes: ['UserActivated'],
  },
  'http/accounts/post-reset-password': {
    tables: { users: ['GetItem'], auth: ['GetItem', 'DeleteItem', 'PutItem'] },
    userPool: ['AdminSetUserPassword', 'AdminUserGlobalSignOut'],
    publishes: ['PasswordChanged'],
  },
  'http/mail/post-password-recovery': {
    tables: { users: ['GetItem'], auth: ['UpdateItem'] },
    userPool: ['AdminGetUser'],
    publishes: ['MailRequested'],
  },
  'http/mail/post-activation-confirmed': { tables: { users: ['GetItem'] }, publishes: ['MailRequested'] },
  'http/mail/post-password-changed': { tables: { auth: ['GetItem'] }, publishes: ['MailRequested'] },

  // Signed-in routes (each with signedInAccess)
  'http/me/get-me': { tables: { users: ['GetItem'] }, buckets: profileImages(['GetObject']) },
  'http/me/patch-me': { tables: { users: ['GetItem', 'UpdateItem'] }, buckets: profileImages(['GetObject']) },
  'http/me/post-profile-image-upload-url': { tables: { users: ['GetItem'], auth: ['UpdateItem'] }, buckets: profileImages(['PutObject']) },
  'http/me/put-profile-image': { tables: { users: ['GetItem', 'UpdateItem'] }, buckets: profileImages(['GetObject', 'DeleteObject', 'ListBucket']) },
  'http/me/delete-profile-image': { tables: { users: ['GetItem', 'UpdateItem'] }, buckets: profileImages(['GetObject', 'DeleteObject', 'ListBucket']) },
  'http/support/get-tickets': { tables: { users: ['GetItem'], support: ['Query'] } },
  'http/support/post-ticket': { tables: { users: ['GetItem'], auth: ['UpdateItem'], support: ['PutItem'] }, publishes: ['SupportTicketOpened'] },
  'http/seguros/post-contact-request': {
    tables: { users: ['GetItem'], auth: ['UpdateItem'], support: ['PutItem'] },
    publishes: ['InsuranceContactRequested'],
  },
  'http/accounts/get-register-google': { tables: { users: ['GetItem'] }, userPool: ['AdminGetUser'] },
  'http/accounts/post-register-google': {
    tables: { users: ['GetItem', 'PutItem'], auth: ['GetItem', 'PutItem'] },
    userPool: ['AdminGetUser'],
    publishes: ['UserRegistered'],
  },
  'http/accounts/delete-federated-account': { tables: { users: ['GetItem'] }, userPool: ['AdminGetUser', 'AdminDeleteUser'] },
  'http/accounts/post-activation-resend': { tables: { users: ['GetItem'], auth: ['UpdateItem'] }, publishes: ['MailRequested'] },
  'http/mail/post-welcome-activation': { tables: { users: ['GetItem'] }, publishes: ['MailRequested'] },
  'http/mail/post-welcome-without-activation': { tables: { users: ['GetItem'] }, publishes: ['MailRequested'] },

  // Admin routes
  'http/admin/get-users': { tables: { users: ['GetItem', 'Query'], billing: ['BatchGetItem'] } },
  'http/admin/get-user': { tables: { users: ['GetItem'], billing: ['GetItem'], audit: ['Query'] }, userPool: ['ListUsers'] },
  'http/admin/patch-user': {
    // The document and its RUT claim change in one transaction; Cognito follows (group, enabled, sessions).
    tables: { users: ['GetItem', 'Query', 'UpdateItem'], auth: ['PutItem', 'DeleteItem'] },
    userPool: ['ListUsers', 'AdminAddUserToGroup', 'AdminRemoveUserFromGroup', 'AdminEnableUser', 'AdminDisableUser', 'AdminUserGlobalSignOut'],
    publishes: ['AdminUserChanged'],
  },
  'http/admin/delete-user': {
    tables: { users: ['GetItem', 'Query', 'DeleteItem'], auth: ['DeleteItem'], billing: ['GetItem', 'Query', 'DeleteItem'] },
    buckets: profileImages(['DeleteObject', 'ListBucket']),
    userPool: ['ListUsers', 'AdminUserGlobalSignOut', 'AdminDeleteUser'],
    publishes: ['SubscriptionChanged', 'AdminUserDeleted'],
  },
  'http/admin/post-activation-mail': { tables: { users: ['GetItem'] }, publishes: ['MailRequested', 'AdminUserChanged'] },
  'http/kpi/get-all-paid-subscriptions': { tables: { users: ['GetItem'], billing: ['Query'] } },
  'http/kpi/get-all-users-with-plan': { tables: { users: ['GetItem'], billing: ['Query'] } },

  // Event consumers
  'events/mailer': { tables: { users: ['GetItem'], auth: ['PutItem', 'DeleteItem'], support: ['GetItem'] }, mail: ['SendEmail'] },
  'events/audit-recorder': { tables: { audit: ['PutItem'] } },
  // A marker item and the counter ADDs in one transaction, once per event.
  'events/kpi-recorder': { tables: { billing: ['PutItem', 'UpdateItem'] } },

  // Scheduled jobs
  'jobs/remove-orphan-federated-accounts': { tables: { users: ['GetItem'] }, userPool: ['ListUsers', 'AdminDeleteUser'] },
  // Reads renewals and past-due subscriptions by index, claims each day's charge, writes the payment and the subscription.
  'jobs/billing': { tables: { billing: ['Query', 'PutItem', 'UpdateItem'] }, publishes: ['PaymentRecorded', 'SubscriptionChanged'] },
};

/** The access of a handler module, or a loud error naming the file to add it to. */
export const accessOf = (handler: string): FunctionAccess => {
  const access = functionAccess[handler];
  if (!access) throw new Error(`No access declared for lambdas/${handler}.ts: add it to functionAccess in infra/lib/access.ts`);
  return access;
};
