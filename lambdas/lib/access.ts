import type { buckets } from '../../shared/data/buckets';
import type { tables } from '../../shared/data/tables';
import type { EventName } from '../../shared/events';

/**
 * What a function may do in AWS, as plain data, declared once in its folder: the function of a
 * feature folder of lambdas/http/ in `lambdas/http/<feature>/access.ts` (`export const access`),
 * the functions of one file each (events/, jobs/, live/) in their folder's `access.ts`, keyed by
 * the file's name. The CDK stack grants exactly this and nothing else (infra/lib/access.ts reads
 * it), and `infra/test/access.test.ts` checks every declaration against the code it can reach.
 */

/** The app's tables and buckets, as `shared/data/` defines them for the CDK stack, the local stack and the repositories. */
export type TableName = (typeof tables)[number]['name'];
export type BucketName = (typeof buckets)[number]['name'];

/** DynamoDB actions as IAM names them. A transaction needs the action of each of its items. */
export type TableAction = 'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem' | 'ConditionCheckItem' | 'DescribeTable';

/**
 * S3 object actions; `ListBucket` and `ListBucketVersions` are granted on the same key prefix (a HEAD
 * of a missing key answers 404 only with the first); an erasure lists and deletes every version.
 */
export type BucketAction = 'GetObject' | 'PutObject' | 'DeleteObject' | 'DeleteObjectVersion' | 'ListBucket' | 'ListBucketVersions';

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
  | 'AdminSetUserMFAPreference'
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
  /**
   * The domain events it publishes, that is writes to the outbox (lib/events.ts): `dynamodb:PutItem`
   * on the outbox table; the access test checks its code writes no other event.
   */
  readonly publishes?: readonly EventName[];
  /** Puts events on the bus itself (`events:PutEvents`, the app's source only): events/outbox-relay alone. */
  readonly relaysEvents?: true;
  readonly mail?: readonly MailAction[];
  /**
   * The live socket's `@connections` API: `ManageConnections` posts and closes, `CloseConnections` only
   * closes (`execute-api:ManageConnections` on that API's POST and DELETE, or DELETE only).
   */
  readonly liveConnections?: readonly ('ManageConnections' | 'CloseConnections')[];
  /**
   * The one-time schedules that close each live socket when its token expires: `CreateSchedule`
   * (in the live sockets' schedule group only, passing the role that may invoke only the closer) or
   * `DeleteSchedule` (same group).
   */
  readonly liveSocketExpiry?: readonly ('CreateSchedule' | 'DeleteSchedule')[];
  /** Calls the payment provider (Transbank): its base URL and credentials' secret are set, and the secret may be read. */
  readonly payments?: boolean;
  /**
   * Reads every dead-letter queue and deletes what it finds of an erased account (events/dead-letter-eraser):
   * the stack sets the queues' URLs in DEAD_LETTER_QUEUES and lets it receive, delete and put back messages.
   */
  readonly deadLetters?: true;
  /**
   * Signs or verifies with the server's signing keys (auth table items under SIGNING-KEY#): every
   * other function that uses the auth table is denied those items.
   */
  readonly signingKeys?: true;
}

/** The profile images' prefix of the uploads bucket. */
export const profileImages = (actions: readonly BucketAction[]): Partial<Record<BucketName, BucketAccess>> => ({ uploads: { actions, prefix: 'profile-images/' } });
/** The students' CVs' prefix of the uploads bucket (lambdas/students/cv-files.repository.ts). */
export const cvFiles = (actions: readonly BucketAction[]): Partial<Record<BucketName, BucketAccess>> => ({ uploads: { actions, prefix: 'cvs/' } });

/**
 * What every `user` and `admin` route needs before its own code runs: `lambdas/lib/http.ts` reads
 * the caller's `disabled` flag (GetItem on users) to refuse a disabled account's still-valid token.
 */
export const signedInAccess = { tables: { users: ['GetItem'] } } as const satisfies FunctionAccess;

/** The variable that carries every dead-letter queue's URL, comma-separated, to a function whose access says `deadLetters`. */
export const DEAD_LETTER_QUEUES_VARIABLE = 'DEAD_LETTER_QUEUES';
