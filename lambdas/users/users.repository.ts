import { BatchGetCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BenefitStatuses } from '../../shared/benefits/coverage';
import { authKeys } from '../../shared/data/keys';
import { firstSurname } from '../../shared/format/names';
import type { UserDocument } from '../../shared/user';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, whenConditionFails, writeTogether, type TransactItem } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';
import { getUserItem } from '../lib/user-document.repository';

/**
 * The users table and the e-mail and RUT uniqueness items: this module owns the document's shape
 * and its index attributes; profile.repository adds the user's own changes, user-management.repository
 * the admin area's edit and removal, user-list.repository the list.
 * Documents are keyed by the Cognito `sub`.
 */
/** The partition of every user in the admin list's indexes (byCreatedAt, byEmail, byRut, byName, byLastName, bySecondSurname). */
export const USER_LIST_PK = 'USER';

/** Lower-case, accents and diacritics removed (ñ → n), spaces collapsed: how names are indexed and searched. */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** `12.345.678-5` → `123456785`: digits and check digit, as the byRut index holds them. */
export const rutDigitsOf = (rut: string): string => rut.replace(/[^\dkK]/g, '').toUpperCase();

/** The attributes the admin list's indexes are built on, derived from the document; never sent out. */
export interface UserIndexAttributes {
  listPk: typeof USER_LIST_PK;
  emailLower: string;
  rutDigits: string;
  nameLower: string;
  lastNameLower: string;
  /** The last name from the second surname on ("gonzalez perez" → "perez"); the whole of it when it has one surname, since an index key is never empty. */
  secondSurnameLower: string;
}
const indexAttributeNames = ['listPk', 'emailLower', 'rutDigits', 'nameLower', 'lastNameLower', 'secondSurnameLower'] as const satisfies readonly (keyof UserIndexAttributes)[];

/**
 * The one derivation of the index attributes. Every write of a document, and every change of its
 * names, e-mail or RUT, sets them from here. (`userType` and `signupIntent` key byType and byIntent themselves.)
 * A company is named by its razón social: the admins' search by name finds it by that, and by its
 * contact's last name.
 */
export const userIndexAttributes = (user: Pick<UserDocument, 'firstName' | 'lastName' | 'email' | 'rut'> & Partial<Pick<UserDocument, 'company'>>): UserIndexAttributes => ({
  listPk: USER_LIST_PK,
  emailLower: user.email.toLowerCase(),
  rutDigits: rutDigitsOf(user.rut),
  nameLower: foldForSearch(user.company?.legalName ?? `${user.firstName} ${user.lastName}`),
  lastNameLower: foldForSearch(user.lastName),
  secondSurnameLower: foldForSearch(user.lastName.trim().slice(firstSurname(user.lastName).length)) || foldForSearch(user.lastName),
});

/**
 * A user document as stored: the document, whether an admin disabled it, and (server-only) the
 * instant in epoch ms up to whose second every token of the account is refused (lib/account-status.ts).
 */
export type StoredUser = UserDocument & { disabled?: boolean; tokensValidAfter?: number };

/** The document without what only the server reads. */
export const withoutServerFields = <User extends StoredUser>(user: User): Omit<User, 'tokensValidAfter'> => {
  const { tokensValidAfter: _internal, ...rest } = user;
  return rest;
};

export const toUserItem = (user: StoredUser): StoredUser & UserIndexAttributes => ({ ...user, ...userIndexAttributes(user) });

/** The document without its index attributes. */
export const fromUserItem = (item: Record<string, unknown>): StoredUser => {
  const derived = new Set<string>([...indexAttributeNames, benefitStatusesAttribute, REMINDERS_ATTRIBUTE, RECOUNT_ATTRIBUTE]);
  return Object.fromEntries(Object.entries(item).filter(([name]) => !derived.has(name))) as StoredUser;
};

export const getUser = async (uid: string): Promise<StoredUser | undefined> => {
  const item = await getUserItem(uid);
  return item && fromUserItem(item);
};

/** How a person is named and reached, as their document says now. */
export type PersonNow = Pick<StoredUser, 'uid' | 'firstName' | 'lastName' | 'email' | 'rut'>;

/**
 * The people of a page (an inbox page: at most 100 uids, one BatchGetItem), by uid; a uid with no
 * document is left out. Keys DynamoDB leaves unprocessed (throttling) are asked again, twice at the most.
 */
export const getPeople = async (uids: readonly string[]): Promise<Map<string, PersonNow>> => {
  const people = new Map<string, PersonNow>();
  let keys: Record<string, unknown>[] = [...new Set(uids)].map((uid) => ({ uid }));
  for (let attempt = 0; keys.length > 0 && attempt < 3; attempt += 1) {
    const result = await dynamo.send(
      new BatchGetCommand({ RequestItems: { [env().TABLE_USERS]: { Keys: keys, ProjectionExpression: 'uid, firstName, lastName, email, rut' } } }),
    );
    for (const item of result.Responses?.[env().TABLE_USERS] ?? []) people.set(String(item.uid), item as PersonNow);
    keys = result.UnprocessedKeys?.[env().TABLE_USERS]?.Keys ?? [];
  }
  return people;
};

/**
 * The razón social of each company of a page (the admin list: its index keeps no company details),
 * by uid; one BatchGetItem of at most 100 documents, keys left unprocessed asked again twice at most.
 */
export const getCompanyNames = async (uids: readonly string[]): Promise<Map<string, string>> => {
  const names = new Map<string, string>();
  let keys: Record<string, unknown>[] = [...new Set(uids)].map((uid) => ({ uid }));
  for (let attempt = 0; keys.length > 0 && attempt < 3; attempt += 1) {
    const result = await dynamo.send(
      new BatchGetCommand({ RequestItems: { [env().TABLE_USERS]: { Keys: keys, ProjectionExpression: 'uid, #company.legalName', ExpressionAttributeNames: { '#company': 'company' } } } }),
    );
    for (const item of result.Responses?.[env().TABLE_USERS] ?? []) {
      const legalName = (item.company as { legalName?: unknown } | undefined)?.legalName;
      if (typeof legalName === 'string') names.set(String(item.uid), legalName);
    }
    keys = result.UnprocessedKeys?.[env().TABLE_USERS]?.Keys ?? [];
  }
  return names;
};

/** The attribute holding the benefit statuses a document is counted with in the coverage KPI; never sent out. */
export const benefitStatusesAttribute = 'benefitStatuses';
/** Keys the sparse byReminders index: 'ON' while the user is opted in to benefit reminders, absent otherwise. */
export const REMINDERS_ATTRIBUTE = 'remindersPk';
export const REMINDERS_ON = 'ON';
/** The day the daily job recounts this document's benefit statuses (billingKeys.recount holds the same day). */
export const RECOUNT_ATTRIBUTE = 'recountOn';

/** The document, and the benefit statuses it is counted with (undefined: not counted yet). */
export const getUserWithCountedStatuses = async (uid: string): Promise<{ user: StoredUser; counted: BenefitStatuses | undefined; recountOn: string | undefined } | undefined> => {
  const item = await getUserItem(uid);
  if (!item) return undefined;
  const recountOn: unknown = item[RECOUNT_ATTRIBUTE];
  return { user: fromUserItem(item), counted: item[benefitStatusesAttribute] as BenefitStatuses | undefined, recountOn: typeof recountOn === 'string' ? recountOn : undefined };
};

/** The RUT claim of an account: a company's apart from a person's (a sole proprietor has both). */
export const rutClaimKey = (user: Pick<UserDocument, 'rut' | 'userType'>) => authKeys.uniqueRut(user.rut, user.userType === 'enterprise' ? 'company' : 'person');

/** Which of the e-mail and the RUT (among accounts of the same kind) another account already holds. */
export const findTaken = async (email: string, account: Pick<UserDocument, 'rut' | 'userType'>): Promise<{ email: boolean; rut: boolean }> => {
  const [byEmail, byRut] = await Promise.all([
    dynamo.send(new GetCommand({ TableName: env().TABLE_AUTH, Key: authKeys.uniqueEmail(email), ConsistentRead: true })),
    dynamo.send(new GetCommand({ TableName: env().TABLE_AUTH, Key: rutClaimKey(account), ConsistentRead: true })),
  ]);
  return { email: Boolean(byEmail.Item), rut: Boolean(byRut.Item) };
};

export class UniquenessConflict extends Error {
  constructor(readonly field: 'email' | 'rut' | 'uid') {
    super(`${field} already taken`);
    this.name = 'UniquenessConflict';
  }
}

/**
 * Writes the document and claims its e-mail and RUT in one transaction: all three or none, with
 * the registration's event and `also` (the removal of its pending sign-up). A claim another
 * account holds is a UniquenessConflict naming the field.
 */
export const createUser = async (user: UserDocument, event?: OutboxWrite, also: readonly TransactItem[] = []): Promise<void> => {
  const claim = (key: { pk: string; sk: string }) => ({
    Put: { TableName: env().TABLE_AUTH, Item: { ...key, uid: user.uid }, ConditionExpression: 'attribute_not_exists(pk)' },
  });
  const written = dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: env().TABLE_USERS, Item: toUserItem(user), ConditionExpression: 'attribute_not_exists(uid)' } },
        claim(authKeys.uniqueEmail(user.email)),
        claim(rutClaimKey(user)),
        ...(event ? [event] : []),
        ...also,
      ],
    }),
  );
  await whenConditionFails(written, ({ items: [failed] }) => {
    throw new UniquenessConflict(failed === 1 ? 'email' : failed === 2 ? 'rut' : 'uid');
  });
};

export const putUser = async (user: UserDocument): Promise<void> => {
  await dynamo.send(new PutCommand({ TableName: env().TABLE_USERS, Item: toUserItem(user) }));
};

/**
 * userType keys the byType index itself; the other index attributes are set again from the current
 * document. The change's event goes in the same transaction.
 */
export const setUserType = async (uid: string, userType: UserDocument['userType'], event: OutboxWrite): Promise<void> => {
  const current = await getUser(uid);
  if (!current) throw new Error(`No user document ${uid}`);
  const derived = userIndexAttributes(current);
  await writeTogether([
    {
      Update: {
        TableName: env().TABLE_USERS,
        Key: { uid },
        UpdateExpression: `SET userType = :userType, ${Object.keys(derived).map((name) => `${name} = :${name}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(uid)',
        ExpressionAttributeValues: { ':userType': userType, ...Object.fromEntries(Object.entries(derived).map(([name, value]) => [`:${name}`, value])) },
      },
    },
    event,
  ]);
};

/**
 * Ends every session of the account: tokens issued up to this instant's second are refused from
 * now on (sign-out, password reset, disable, delete, demotion). Answers the instant, or undefined
 * when there is no document.
 */
/** `endSessions` as an item of a transaction: the document must exist. */
export const endSessionsItem = (uid: string, at: number) => ({
  Update: {
    TableName: env().TABLE_USERS,
    Key: { uid },
    UpdateExpression: 'SET tokensValidAfter = :at',
    ConditionExpression: 'attribute_exists(uid)',
    ExpressionAttributeValues: { ':at': at },
  },
});

export const endSessions = async (uid: string, at: number = Date.now()): Promise<number | undefined> =>
  (await conditionHolds(
    dynamo.send(
      new UpdateCommand({
        TableName: env().TABLE_USERS,
        Key: { uid },
        UpdateExpression: 'SET tokensValidAfter = :at',
        ConditionExpression: 'attribute_exists(uid)',
        ExpressionAttributeValues: { ':at': at },
      }),
    ),
  ))
    ? at
    : undefined;

/** The document's mark of the second factor (shared/user.ts `twoFactor`), with its event, in one transaction. */
export const markTwoFactor = (uid: string, enabled: boolean, event: OutboxWrite): Promise<boolean> =>
  conditionHolds(
    writeTogether([
      {
        Update: {
          TableName: env().TABLE_USERS,
          Key: { uid },
          UpdateExpression: enabled ? 'SET twoFactor = :totp' : 'REMOVE twoFactor',
          ConditionExpression: 'attribute_exists(uid)',
          ...(enabled ? { ExpressionAttributeValues: { ':totp': 'totp' } } : {}),
        },
      },
      event,
    ]),
  );

/** Marks the account activated, with its event in the same transaction; false when it already was (or has no document). */
export const markActivated = (uid: string, event: OutboxWrite): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: env().TABLE_USERS,
              Key: { uid },
              UpdateExpression: 'SET activated = :true, activatedAt = :now',
              ConditionExpression: 'attribute_exists(uid) AND activated = :false',
              ExpressionAttributeValues: { ':true': true, ':false': false, ':now': new Date().toISOString() },
            },
          },
          event,
        ],
      }),
    ),
  );

/**
 * The document's mark of a person who uses the internships half as a student (shared/user.ts
 * `studentSince`), as an item of the transaction that makes them one (an application, a saved
 * search): set once, never moved. The users table's stream then pushes the document, and the
 * navigation shows the student's entries.
 */
const markStudentUpdate = (uid: string, at: string) => ({
  TableName: env().TABLE_USERS,
  Key: { uid },
  UpdateExpression: 'SET studentSince = if_not_exists(studentSince, :at)',
  ConditionExpression: 'attribute_exists(uid)',
  ExpressionAttributeValues: { ':at': at },
});
export const markStudentItem = (uid: string, at: string): TransactItem => ({ Update: markStudentUpdate(uid, at) });

/** The same on its own (a saved student profile); a document gone meanwhile is left alone. */
export const markStudent = async (uid: string, at: string = new Date().toISOString()): Promise<void> => {
  await conditionHolds(dynamo.send(new UpdateCommand(markStudentUpdate(uid, at))));
};
