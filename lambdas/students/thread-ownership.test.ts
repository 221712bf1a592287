import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { routeKey, routeList } from '../../shared/routes';
import { authzPersonas, expectedThreadOutcome, isThreadRoute, threadApplication } from '../testing/authz-matrix';
import { context, httpEvent, parse, testEnv, useTestEnv } from '../testing/events';

/**
 * Who reaches an application's thread, past the middleware: every thread route against every persona
 * of the authorization matrix (lambdas/testing/authz-matrix.ts). Only the application's student and its
 * offer's company read or write it; another person, another company, an admin or anyone refused by the
 * middleware gets no message and writes nothing.
 */
useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const { offerId, studentUid, companyUid } = threadApplication;

const application = {
  pk: `OFFER#${offerId}`,
  sk: `APPLICATION#${studentUid}`,
  offerId,
  studentUid,
  companyUid,
  status: 'en-revision',
  offerTitle: 'Práctica en datos',
  companyName: 'Los Aromos',
  studentName: 'Ana Pérez',
  message: 'Me interesa.',
  appliedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  lastMessageAt: '2026-03-02T10:00:00.000Z',
  lastMessageBy: 'company',
  messageCount: 1,
};
const secret = { pk: `OFFER#${offerId}`, sk: `MESSAGE#${studentUid}#2026-03-02T10:00:00.000Z#M-1`, messageId: 'M-1', author: 'company', text: 'Solo para Ana', at: '2026-03-02T10:00:00.000Z' };

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).callsFake((input: { TableName: string; Key: Record<string, string> }) => {
    if (input.TableName === testEnv.TABLE_USERS) return { Item: authzPersonas.find((persona) => persona.caller?.sub === input.Key.uid)?.document };
    if (input.Key.sk === 'OFFER') return { Item: { offerId, companyUid, companyName: 'Los Aromos', title: 'Práctica en datos', status: 'publicada', deadline: '2099-12-31' } };
    if (input.Key.sk === application.sk) return { Item: application };
    return {};
  });
  dynamo.on(QueryCommand).resolves({ Items: [secret] });
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
});

const cases = routeList
  .filter(isThreadRoute)
  .flatMap((route) => authzPersonas.map((persona) => [routeKey(route), persona.name, { route, persona, expected: expectedThreadOutcome(route, persona.name) }] as const));

it('covers the four thread routes against every persona', () => {
  expect(cases).toHaveLength(4 * authzPersonas.length);
});

it.each(cases)('%s, %s', async (_route, _persona, { route, persona, expected }) => {
  const { handler } = (await import(`../${route.handler}`)) as { handler: (event: unknown, ctx: unknown) => Promise<{ statusCode: number; body?: string }> };
  const event = httpEvent(route, {
    ...(persona.caller ? { caller: persona.caller } : {}),
    pathParameters: { offerId, studentUid },
    ...(route.method === 'POST' ? { body: JSON.stringify({ text: 'Hola, ¿cuándo empezamos?' }) } : {}),
  });
  const result = await handler(event, context);
  if (expected === 'allowed') {
    expect(result.statusCode).toBe(route.method === 'POST' ? 201 : 200);
    return;
  }
  expect({ status: result.statusCode, code: (parse(result) as { error?: { code?: string } }).error?.code }).toEqual(expected);
  expect(result.body).not.toContain('Solo para Ana');
  expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
});
