import { cvFiles, profileImages, type FunctionAccess } from '../lib/access';

/** What each consumer of domain events may do in AWS, by its file's name: one function each. */
export const access: Record<string, FunctionAccess> = {
  /**
   * Reads that the document is gone, then removes the Cognito account, the link tokens and used links,
   * the rate-limit counters and mail claims (auth), the support records and the benefit claims; a
   * company's offers closed with their events, then deleted with their reports (BatchWriteItem); a
   * student's applications withdrawn with theirs and with their markers in the funnel's counters
   * (billing), their threads' messages deleted (UpdateItem clears an application's thread state),
   * profile, saved searches and every version of their CVs under `cvs/`; their reports of offers
   * anonymised; a company's page with its other internships data.
   */
  'account-eraser': {
    tables: { users: ['GetItem'], auth: ['Query', 'DeleteItem', 'BatchWriteItem'], billing: ['DeleteItem'], support: ['Query', 'DeleteItem'], claims: ['Query', 'DeleteItem'], internships: ['Query', 'GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'] },
    buckets: cvFiles(['DeleteObject', 'DeleteObjectVersion', 'ListBucketVersions']),
    userPool: ['ListUsers', 'AdminUserGlobalSignOut', 'AdminDeleteUser'],
    publishes: ['OfferStatusChanged', 'ApplicationWithdrawn'],
  },
  /**
   * Each entry with the check that its subject's document exists, in one transaction; Query and
   * BatchWriteItem: the erasure of a deleted person's trail.
   */
  'audit-recorder': { tables: { audit: ['PutItem', 'Query', 'BatchWriteItem'], users: ['ConditionCheckItem'] } },
  /** A deleted user's billing items, and the card at Transbank. */
  'billing-eraser': { tables: { billing: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem', 'PutItem'] }, publishes: ['SubscriptionChanged'], payments: true },
  /** A marker item and the counter ADDs in one transaction, once per event; a refund reads its payment's marker first. */
  'kpi-recorder': { tables: { billing: ['GetItem', 'PutItem', 'UpdateItem'] } },
  /**
   * The auth table also holds the signing keys (GetItem, PutItem on first use): the reminders' and
   * the reset links'. The billing mails read the subscription and the payment they are about;
   * a claim's follow-up, the claim.
   */
  mailer: {
    tables: { users: ['GetItem'], auth: ['GetItem', 'PutItem', 'DeleteItem'], support: ['GetItem'], billing: ['GetItem', 'Query'], internships: ['GetItem', 'Query', 'UpdateItem'], claims: ['GetItem'] },
    mail: ['SendEmail'],
    signingKeys: true,
  },
  /** Every event passes through the outbox, and this is the only function that puts events on the bus; it deletes what went. */
  'outbox-relay': { relaysEvents: true, tables: { outbox: ['BatchWriteItem'] } },
  /** Lists and deletes every version under `profile-images/`. */
  'profile-image-eraser': { buckets: profileImages(['DeleteObject', 'DeleteObjectVersion', 'ListBucketVersions']) },
  /**
   * An erasure's letters: every dead-letter queue (infra/lib/stacks/app-stack.ts grants them), received,
   * deleted or put back, while it holds the lease of their reading in the auth table.
   */
  'dead-letter-eraser': { deadLetters: true, tables: { auth: ['PutItem', 'DeleteItem'] } },
};
