/**
 * The DynamoDB tables, as plain data. The CDK stack builds each table from this list, the local
 * stack creates the same tables in DynamoDB Local from it, and the repositories read their key and
 * index attribute names from it: there is no second copy of a table's keys or indexes anywhere.
 */
export type AttributeType = 'S' | 'N';

export interface KeyAttribute {
  readonly name: string;
  readonly type: AttributeType;
}

/**
 * What an index copies of each item besides the keys: `KEYS_ONLY`, or `INCLUDE` with the attributes its
 * queries read (its own keys are always there). Without it, `ALL`. Changing it on a deployed table
 * replaces the index, which goes one index per deploy (the deploy runbook).
 */
export type IndexProjection = { readonly type: 'KEYS_ONLY' } | { readonly type: 'INCLUDE'; readonly attributes: readonly string[] };

export interface GlobalIndexDefinition {
  readonly indexName: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey?: KeyAttribute;
  readonly projection?: IndexProjection;
}

export interface TableDefinition {
  /** Logical name; the physical name is `${prefix}-${name}`. */
  readonly name: string;
  /** The Lambda environment variable that carries the physical name. */
  readonly envVar: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey?: KeyAttribute;
  readonly globalIndexes?: readonly GlobalIndexDefinition[];
  /** Epoch-seconds attribute after which DynamoDB may delete the item. Readers still check it. */
  readonly ttlAttribute: string;
  /** Whether the table streams changes (new and old images). */
  readonly stream: boolean;
  /**
   * Modules under `lambdas/` that consume the stream: each exports `handler(DynamoDBStreamEvent)`
   * answering `DynamoDBBatchResponse`. The CDK stack maps the stream to each with retries and a
   * dead-letter queue; the local stack reads DynamoDB Local's stream and calls them the same way.
   */
  readonly streamConsumers?: readonly string[];
}

/**
 * What the admin list reads from the users' indexes (lambdas/users/user-list.repository.ts and
 * admin/user-management.service.ts `listUsers`): the fields of an AdminUserSummary and the
 * attributes its filters test. An index keeps these, not whole documents.
 */
export const userListAttributes = ['firstName', 'lastName', 'email', 'rut', 'userType', 'activated', 'disabled', 'signupIntent', 'createdAt', 'nameLower'] as const;
const userList: IndexProjection = { type: 'INCLUDE', attributes: userListAttributes };

/** An index's projection's non-key attributes, without the table's and the index's own keys (DynamoDB projects those anyway). */
export const projectedNonKeyAttributes = (table: Pick<TableDefinition, 'partitionKey' | 'sortKey'>, index: GlobalIndexDefinition): string[] | undefined => {
  if (index.projection?.type !== 'INCLUDE') return undefined;
  const keys = new Set([table.partitionKey.name, table.sortKey?.name, index.partitionKey.name, index.sortKey?.name]);
  return index.projection.attributes.filter((attribute) => !keys.has(attribute));
};

/** The tables keyed by `pk` and `sk` (built by shared/data/keys.ts), with a TTL and no stream. */
const keyedByPkSk = {
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  ttlAttribute: 'expiresAt',
  stream: false,
} as const;

export const tables = [
  {
    name: 'users',
    envVar: 'TABLE_USERS',
    partitionKey: { name: 'uid', type: 'S' },
    // The admin list: derived attributes that users.repository keeps on every document (listPk is
    // always 'USER'; lower-case, accent-free names; e-mail; RUT digits). byIntent is sparse.
    globalIndexes: [
      { indexName: 'byCreatedAt', partitionKey: { name: 'listPk', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' }, projection: userList },
      { indexName: 'byEmail', partitionKey: { name: 'listPk', type: 'S' }, sortKey: { name: 'emailLower', type: 'S' }, projection: userList },
      { indexName: 'byRut', partitionKey: { name: 'listPk', type: 'S' }, sortKey: { name: 'rutDigits', type: 'S' }, projection: userList },
      { indexName: 'byName', partitionKey: { name: 'listPk', type: 'S' }, sortKey: { name: 'nameLower', type: 'S' }, projection: userList },
      { indexName: 'byLastName', partitionKey: { name: 'listPk', type: 'S' }, sortKey: { name: 'lastNameLower', type: 'S' }, projection: userList },
      // The second surname on (a search for "perez" finds Rosa González Pérez); the whole last name when there is one surname.
      // It also projects lastNameLower: the search leaves out here who the byLastName walk found already.
      { indexName: 'bySecondSurname', partitionKey: { name: 'listPk', type: 'S' }, sortKey: { name: 'secondSurnameLower', type: 'S' }, projection: { type: 'INCLUDE', attributes: [...userListAttributes, 'lastNameLower'] } },
      // Whole documents: besides the admin list's filter by type, the clean-up job reads unactivated registrations from it.
      { indexName: 'byType', partitionKey: { name: 'userType', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
      { indexName: 'byIntent', partitionKey: { name: 'signupIntent', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' }, projection: userList },
      // Sparse: only documents opted in to benefit reminders carry remindersPk ('ON'). The reminders job
      // reads whole documents from it (their answers decide the reminders), so it projects everything.
      { indexName: 'byReminders', partitionKey: { name: 'remindersPk', type: 'S' }, sortKey: { name: 'uid', type: 'S' } },
    ],
    ttlAttribute: 'expiresAt',
    stream: true,
    // Pushes each changed document to its user's open live sockets (shared/live.ts).
    streamConsumers: ['live/user-changes'],
  },
  {
    // Uniqueness claims (e-mail, RUT), single-use link tokens, rate-limit counters, mail idempotency keys.
    name: 'auth',
    envVar: 'TABLE_AUTH',
    ...keyedByPkSk,
  },
  {
    name: 'audit',
    envVar: 'TABLE_AUDIT',
    ...keyedByPkSk,
  },
  {
    // Support tickets and insurance contact requests, under their user: `USER#<uid>` / `TICKET#…`, `INSURANCE#…`.
    // The admins' inbox (lambdas/support/inbox.repository.ts): byUpdatedAt, every item (inboxPk 'INBOX', or
    // 'PRIORITY#INBOX' for a priority item not closed); byStatus, one partition per status ('PRIORITY#<status>'
    // for priority items), read first. Newest movement first, the age filter on the sort key.
    name: 'support',
    envVar: 'TABLE_SUPPORT',
    ...keyedByPkSk,
    globalIndexes: [
      { indexName: 'byUpdatedAt', partitionKey: { name: 'inboxPk', type: 'S' }, sortKey: { name: 'updatedAt', type: 'S' } },
      { indexName: 'byStatus', partitionKey: { name: 'inboxStatus', type: 'S' }, sortKey: { name: 'updatedAt', type: 'S' } },
    ],
    // Tells the owner's open live sockets that one of their items changed (an admin's reply, a status).
    stream: true,
    streamConsumers: ['live/support-changes'],
  },
  {
    // Subscriptions (`USER#<uid>` / `SUBSCRIPTION`), payments (`USER#<uid>` / `PAYMENT#<at>#<id>`),
    // KPI counters (`KPI` / `PAYMENTS#<YYYY-MM>`, `PLAN#<plan>`) and the markers that make them idempotent.
    // byRenewal: subscriptions not cancelled, by the month their period ends; byPastDue: sparse, while past due.
    name: 'billing',
    envVar: 'TABLE_BILLING',
    ...keyedByPkSk,
    globalIndexes: [
      { indexName: 'byRenewal', partitionKey: { name: 'renewalMonth', type: 'S' }, sortKey: { name: 'uid', type: 'S' } },
      { indexName: 'byPastDue', partitionKey: { name: 'pastDueKey', type: 'S' }, sortKey: { name: 'pastDueSince', type: 'S' } },
    ],
  },
  {
    // Who is connected to the live socket (shared/live.ts): one item per connection, under its user;
    // byConnection finds the user of a connection on $disconnect. Kept 2 hours (API Gateway's limit).
    name: 'connections',
    envVar: 'TABLE_CONNECTIONS',
    partitionKey: { name: 'uid', type: 'S' },
    sortKey: { name: 'connectionId', type: 'S' },
    globalIndexes: [{ indexName: 'byConnection', partitionKey: { name: 'connectionId', type: 'S' } }],
    ttlAttribute: 'expiresAt',
    stream: false,
  },
  {
    // Internship offers with their reports and applications (shared/data/keys.ts, internshipKeys). The
    // offer item carries sparse index keys while they apply: companyPk always (byCompany, a company's
    // offers); openPk while publicada or pausada (byDeadline, the expiry job's Query up to today);
    // listingPk while publicada (byListing, the public listing, featured then newest); reportedPk once
    // reported (byReported, the admins' moderation list). Applications carry studentPk (byStudent).
    // Company pages (`COMPANY-PAGE#<slug>`) are byListing's 'COMPANY-PAGES' partition, by slug: the sitemap's.
    name: 'internships',
    envVar: 'TABLE_INTERNSHIPS',
    ...keyedByPkSk,
    globalIndexes: [
      { indexName: 'byCompany', partitionKey: { name: 'companyPk', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
      { indexName: 'byDeadline', partitionKey: { name: 'openPk', type: 'S' }, sortKey: { name: 'deadline', type: 'S' }, projection: { type: 'KEYS_ONLY' } },
      { indexName: 'byListing', partitionKey: { name: 'listingPk', type: 'S' }, sortKey: { name: 'listingSort', type: 'S' } },
      { indexName: 'byReported', partitionKey: { name: 'reportedPk', type: 'S' }, sortKey: { name: 'lastReportedAt', type: 'S' } },
      { indexName: 'byStudent', partitionKey: { name: 'studentPk', type: 'S' }, sortKey: { name: 'appliedAt', type: 'S' } },
      // Items by kind: the partition is the item's own sort key, so `sk = 'OFFER'` is every offer (only offers carry
      // createdAt), newest first: the admins' list of all offers, with what it shows and filters on.
      {
        indexName: 'byKind',
        partitionKey: { name: 'sk', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
        projection: {
          type: 'INCLUDE',
          attributes: ['offerId', 'title', 'career', 'description', 'companyName', 'companyUid', 'companySlug', 'status', 'reportCount', 'lastReportedAt', 'updatedAt', 'publishedAt', 'deadline', 'moderation'],
        },
      },
      // Sparse: student profiles (`STUDENT#<uid>` / `PROFILE`) while visible to companies, by folded career: the companies' search.
      { indexName: 'byVisibleStudent', partitionKey: { name: 'visiblePk', type: 'S' }, sortKey: { name: 'studentSort', type: 'S' } },
      // Sparse: reports (`OFFER#<id>` / `REPORT#…`) by who sent them, while they still say so: an erasure finds the person's.
      { indexName: 'byReporter', partitionKey: { name: 'reporterUid', type: 'S' }, sortKey: { name: 'at', type: 'S' }, projection: { type: 'KEYS_ONLY' } },
    ],
    // One consumer (lambdas/live/internship-changes.ts) tells a company's open live sockets that one of its
    // offers changed, and an application's student and its offer's company that it changed.
    stream: true,
    streamConsumers: ['live/internship-changes'],
  },
  {
    // A person's "Ya postulé" marks on benefits and what came of them (shared/claims.ts), under their user:
    // `USER#<uid>` / `CLAIM#<key>` (claimKeys), personal data the account's erasure deletes. byFollowUp:
    // sparse, the claims still awaiting a decision (followUpPk 'DUE') by the day to ask "¿Te lo aprobaron?".
    name: 'claims',
    envVar: 'TABLE_CLAIMS',
    ...keyedByPkSk,
    globalIndexes: [{ indexName: 'byFollowUp', partitionKey: { name: 'followUpPk', type: 'S' }, sortKey: { name: 'followUpOn', type: 'S' }, projection: { type: 'KEYS_ONLY' } }],
  },
  {
    // The transactional outbox: each domain event, written in the same transaction as the change it
    // reports (lambdas/lib/events.ts); events/outbox-relay puts it on the bus from the stream. Kept a few days.
    name: 'outbox',
    envVar: 'TABLE_OUTBOX',
    partitionKey: { name: 'id', type: 'S' },
    ttlAttribute: 'expiresAt',
    stream: true,
    streamConsumers: ['events/outbox-relay'],
  },
] as const satisfies readonly TableDefinition[];

export type TableName = (typeof tables)[number]['name'];
type TableOf<Name extends TableName> = Extract<(typeof tables)[number], { name: Name }>;
type IndexesOf<Name extends TableName> = TableOf<Name> extends { globalIndexes: readonly (infer Index)[] } ? Index : never;
/** The global secondary indexes of a table, by name, e.g. `IndexName<'users'>` is `'byCreatedAt' | …`. */
export type IndexName<Name extends TableName> = IndexesOf<Name> extends { indexName: infer Index extends string } ? Index : never;

/** The attribute names that key an index: what a Query's key condition and a page's start key use. */
export interface IndexKeyNames {
  readonly partitionKey: string;
  readonly sortKey: string;
}

/** The key attribute names of each index of a table: `indexKeys('billing').byRenewal.partitionKey` is `renewalMonth`. */
export const indexKeys = <Name extends TableName>(name: Name): Readonly<Record<IndexName<Name>, IndexKeyNames>> => {
  const table: TableDefinition | undefined = tables.find((candidate) => candidate.name === name);
  return Object.fromEntries(
    (table?.globalIndexes ?? []).map((index) => [index.indexName, { partitionKey: index.partitionKey.name, sortKey: index.sortKey?.name ?? '' }]),
  ) as Record<IndexName<Name>, IndexKeyNames>;
};

export const physicalTableName = (prefix: string, table: Pick<TableDefinition, 'name'>): string => `${prefix}-${table.name}`;
