import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import type { z } from 'zod/mini';
import { MAX_BODY_BYTES } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { RouteDefinition } from '../../shared/routes';
import { testUser } from '../../shared/testing/users';
import { context, httpEvent, testEnv } from './events';

/**
 * Bad bodies for every POST/PATCH/PUT route, and what the route's real handler does with them:
 * the generator of `lambdas/http/bad-bodies-*.test.ts` and of the bench's `bad_bodies` figure.
 * Malformed JSON, non-objects, and objects with the route's own fields set to junk (wrong types,
 * nulls, arrays, nested junk, huge strings, odd unicode, invalid RUTs, e-mails and dates), some
 * missing, some extra. Objects the route's schema happens to accept are left out.
 */

const junkString = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', '\u202e', '😀'.repeat(80), 'ñ'.repeat(300), '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '${jndi:x}', '__proto__'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 2001, maxLength: 4000 }),
);
const invalidRut = fc.constantFrom('12.345.678-9', '12345678-0', '1-1', '0-0', '123456789012-3', 'K-12345678', '12345678', '12.345.678-K1', '١٢٣٤٥٦٧٨-٥');
const invalidEmail = fc.constantFrom('a', 'a@', '@b.cl', 'a@b', 'a b@c.cl', 'a@@b.cl', `${'x'.repeat(300)}@b.cl`, 'ñandú@', 'a@b..cl');
const invalidDate = fc.constantFrom('2025-02-30', '31/12/1990', '1990-13-01', '0000-00-00', '9999-99-99', 'ayer', '1990-1-1', '2999-01-01', '1800-01-01');
const wrongType = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }));
const junkValue = fc.oneof(junkString, invalidRut, invalidEmail, invalidDate, wrongType, fc.jsonValue({ maxDepth: 4 }));

/** The field names of a body schema (a zod object's shape), so that junk lands on the fields the route reads. */
const fieldsOf = (schema: z.ZodMiniType | undefined): string[] => Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});

const asJson = (value: unknown): string => JSON.stringify(value);

/** Raw request bodies (strings) that a route's schema refuses. */
export const badBodyFor = (route: RouteDefinition): fc.Arbitrary<string> => {
  const fields = fieldsOf(route.body);
  const junkRecord = fc.record(Object.fromEntries(fields.map((field) => [field, junkValue])), { requiredKeys: [] });
  const accepted = (raw: string): boolean => {
    try {
      return route.body?.safeParse(JSON.parse(raw)).success ?? false;
    } catch {
      return false;
    }
  };
  return fc
    .oneof(
      fc.string({ minLength: 1, maxLength: 200 }).filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      }),
      fc.oneof(fc.integer(), junkString, fc.boolean(), fc.constant(null), fc.array(junkValue, { maxLength: 4 })).map(asJson),
      fc.tuple(junkRecord, fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), junkValue, { minKeys: 1, maxKeys: 3 })).map(([known, extra]) => asJson({ ...extra, ...known })),
      { arbitrary: junkRecord.map(asJson), weight: 4 },
      fc.record({ field: fc.constantFrom(...(fields.length ? fields : ['email'])), nested: fc.jsonValue({ maxDepth: 6 }) }).map(({ field, nested }) => asJson({ [field]: { [field]: [nested, { [field]: nested }] } })),
      fc.constant(asJson({ [fields[0] ?? 'email']: 'x'.repeat(MAX_BODY_BYTES) })),
    )
    .filter((raw) => !accepted(raw));
};

/** The test files the suite is split into (lambdas/http/bad-bodies-<n>.test.ts), a share of the routes each, so that no jest worker holds every route's thousand bodies. */
export const BAD_BODY_SHARDS = 3;

/** How many bad bodies each POST/PATCH/PUT route gets (lambdas/http/bad-bodies-*.test.ts; the bench's `bad_bodies`). */
export const BAD_BODIES_PER_ROUTE = 1000;

type Handler = (event: unknown, ctx: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

/** The signed-in caller the probes send: an enabled admin, whose document the handler reads before the body. */
export const PROBE_CALLER_UID = 'caller-1';
/** The probes' caller on a person's (`client`) and a company's (`enterprise`) routes: an enabled account of that kind. */
export const PROBE_PERSON_UID = 'caller-person';
export const PROBE_COMPANY_UID = 'caller-company';

/** The probe caller a route needs: an admin, or the kind of account a `client` or `enterprise` route serves. */
export const probeCaller = (route: Pick<RouteDefinition, 'auth'>): { sub: string; groups?: string[] } | undefined => {
  if (route.auth === 'public') return undefined;
  if (route.auth === 'client') return { sub: PROBE_PERSON_UID };
  if (route.auth === 'enterprise') return { sub: PROBE_COMPANY_UID };
  return { sub: PROBE_CALLER_UID, ...(route.auth === 'admin' ? { groups: ['admin'] } : {}) };
};

/**
 * Every AWS client the handlers use, mocked: each call is recorded and refused, but for the one
 * read every signed-in request makes first, the caller's document (lambdas/lib/account-status.ts).
 */
export const mockAwsClients = () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const clients = [dynamo, mockClient(CognitoIdentityProviderClient), mockClient(EventBridgeClient), mockClient(SESv2Client), mockClient(S3Client)];
  return {
    reset: () => {
      for (const client of clients) client.reset().rejects(new Error('no AWS call expected'));
      dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: PROBE_CALLER_UID } }).resolves({ Item: { ...testUser({ uid: PROBE_CALLER_UID, userType: 'admin' }), twoFactor: 'totp' } });
      dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: PROBE_PERSON_UID } }).resolves({ Item: testUser({ uid: PROBE_PERSON_UID, userType: 'client' }) });
      dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: PROBE_COMPANY_UID } }).resolves({ Item: testUser({ uid: PROBE_COMPANY_UID, userType: 'enterprise' }) });
    },
    /** The commands sent so far, by name. */
    calls: (): string[] => clients.flatMap((client) => client.calls().map((call) => (call.args[0] as object).constructor.name)),
    restore: () => {
      for (const client of clients) client.restore();
    },
  };
};

/** Reads do not change anything; every other command does. */
export const isWrite = (command: string): boolean => !/^(Get|BatchGet|Query|Scan|List|Describe|Head|AdminGet)/.test(command);

/** The commands a mocked client was sent that change something (the caller's document is read first on every signed-in request). */
export const writesOf = (client: { calls(): readonly { args: readonly unknown[] }[] }): string[] =>
  client.calls().map((call) => (call.args[0] as object).constructor.name).filter(isWrite);

const catalogue = new Set<string>(Object.values(messages));

export interface BadBodyOutcome {
  status: number;
  /** What is wrong with the answer: a 5xx, a text not in the catalogue, a write. Empty when all is well. */
  problems: string[];
}

/** Sends one body to a route's real handler, as the caller the route needs, and judges the answer. */
export const probeBadBody = async (route: RouteDefinition, handler: Handler, body: string, calls: () => string[]): Promise<BadBodyOutcome> => {
  const caller = probeCaller(route);
  const pathParameters = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name as string, 'user-1']));
  const result = await handler(httpEvent(route, { body, caller, pathParameters }), context);
  const problems: string[] = [];
  if (result.statusCode === undefined || result.statusCode >= 500 || result.statusCode < 400) problems.push(`status ${String(result.statusCode)}`);
  const parsed = JSON.parse(result.body ?? '{}') as { error?: { message?: string; fields?: Record<string, string> } };
  const texts = [parsed.error?.message, ...Object.values(parsed.error?.fields ?? {})];
  for (const text of texts) if (text === undefined || !catalogue.has(text)) problems.push(`text not in the catalogue: ${String(text)}`);
  const writes = calls().filter(isWrite);
  if (writes.length > 0) problems.push(`writes: ${writes.join(', ')}`);
  return { status: result.statusCode ?? 0, problems };
};

export const bodyRoutes = <Route extends RouteDefinition>(routes: readonly Route[]): Route[] =>
  routes.filter((route) => route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH');
