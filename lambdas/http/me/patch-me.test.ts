import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, outboxEvents, outboxEventsWith, parse, testEnv, useTestEnv } from '../../testing/events';
import { testImageKey, testUser, useTestCredentials } from '../../testing/users';
import { writesOf } from '../../testing/bad-bodies';

useTestEnv();
useTestCredentials();
const dynamo = mockClient(DynamoDBDocumentClient);
/** The domain events the function wrote to the outbox. */
const events = () => outboxEvents(dynamo);
const route = { method: 'PATCH', path: '/api/me' } as const;

const saved = testUser({ household: { inRsh: true, rshTramo: 3, cargas: 2 }, socialHomeRegister: true });

const patch = async (body: unknown, sub = 'user-1') => {
  const { handler } = await import('./patch-me');
  const result = await handler(httpEvent(route, { caller: { sub }, body: JSON.stringify(body) }), context);
  return { status: result.statusCode, body: parse(result) as Record<string, unknown> & { error?: { code: string; message: string; fields?: Record<string, string> } } };
};

interface UserUpdate {
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
  ConditionExpression?: string;
}
/** The update of the user document: alone, or (household answers) first in a transaction with the coverage counters. */
const userUpdate = (): UserUpdate | undefined =>
  dynamo.commandCalls(UpdateCommand)[0]?.args[0].input ?? (dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Update);
/** The counter updates of the transaction, as `{ sk: { status: delta } }`. */
const counterDeltas = (): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    (dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? []).slice(1).filter((item) => item.Update).map((item) => {
      const update = item.Update as unknown as UserUpdate & { Key: { sk: string } };
      const names = update.ExpressionAttributeNames ?? {};
      return [update.Key.sk, Object.fromEntries(Object.entries(names).map(([placeholder, name]) => [name, update.ExpressionAttributeValues?.[placeholder.replace('#a', ':a')]]))];
    }),
  );

/** The SET of the update, as `{ field: value }` (the counted statuses apart). */
const setFields = (): Record<string, unknown> => {
  const input = userUpdate();
  const names = input?.ExpressionAttributeNames ?? {};
  const values = input?.ExpressionAttributeValues ?? {};
  return Object.fromEntries(Object.entries(names).flatMap(([placeholder, name]) => (placeholder.startsWith('#f') ? [[name, values[placeholder.replace('#f', ':v')]]] : [])));
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } }).resolves({ Item: saved });
  // DynamoDB answers the document with the SET applied.
  dynamo.on(UpdateCommand).callsFake((input: { ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues: Record<string, unknown> }) => {
    const changes = Object.fromEntries(Object.entries(input.ExpressionAttributeNames).map(([placeholder, name]) => [name, input.ExpressionAttributeValues[placeholder.replace('#f', ':v')]]));
    return { Attributes: { ...saved, ...changes } };
  });
  // A household answer: the document and the counters in one transaction; the answer is read again.
  dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: { Update: Required<UserUpdate> }[] }) => {
    const update = input.TransactItems[0]?.Update;
    const changes = Object.fromEntries(Object.entries(update?.ExpressionAttributeNames ?? {}).map(([placeholder, name]) => [name, update?.ExpressionAttributeValues[placeholder.replace('#f', ':v').replace('#counted', ':counted')]]));
    dynamo.on(GetCommand).resolves({ Item: { ...saved, ...changes } });
    return {};
  });
});

describe('PATCH /api/me', () => {
  it("updates only the caller's own document, with the names trimmed, and answers it", async () => {
    const result = await patch({ firstName: ' Carla Andrea ', lastName: 'Rojas Díaz', uniqueChileanPasswordConnection: true });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ uid: 'user-1', firstName: 'Carla Andrea', lastName: 'Rojas Díaz', uniqueChileanPasswordConnection: true });
    const input = dynamo.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input).toMatchObject({ TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' }, ConditionExpression: 'attribute_exists(uid)', ReturnValues: 'ALL_NEW' });
    expect(setFields()).toEqual({ firstName: 'Carla Andrea', lastName: 'Rojas Díaz', uniqueChileanPasswordConnection: true });
  });

  it('merges household facts into the saved ones', async () => {
    const result = await patch({ household: { cargas: 3, isPensioner: false } });
    expect(setFields()).toEqual({ household: { inRsh: true, rshTramo: 3, cargas: 3, isPensioner: false } });
    expect(result.body.household).toEqual({ inRsh: true, rshTramo: 3, cargas: 3, isPensioner: false });
  });

  it('saves the first household facts of a user who had none', async () => {
    dynamo.on(GetCommand).resolves({ Item: testUser() });
    await patch({ household: { householdSize: 4 } });
    expect(setFields()).toEqual({ household: { householdSize: 4 } });
  });

  it('sets household.inRsh when socialHomeRegister changes', async () => {
    await patch({ socialHomeRegister: false });
    expect(setFields()).toEqual({ socialHomeRegister: false, household: { inRsh: false, rshTramo: 3, cargas: 2 } });
  });

  it('sets socialHomeRegister when household.inRsh changes, with the tramo', async () => {
    dynamo.on(GetCommand).resolves({ Item: testUser() });
    await patch({ household: { inRsh: true, rshTramo: 1 } });
    expect(setFields()).toEqual({ socialHomeRegister: true, household: { inRsh: true, rshTramo: 1 } });
  });

  it('refuses socialHomeRegister and household.inRsh that disagree, and writes nothing', async () => {
    const result = await patch({ socialHomeRegister: true, household: { inRsh: false } });
    expect(result.status).toBe(400);
    expect(result.body.error?.fields?.socialHomeRegister).toBe('Indica lo mismo sobre el Registro Social de Hogares en ambas respuestas.');
    expect(writesOf(dynamo)).toEqual([]);
  });

  it.each([
    ['an empty body', {}],
    ['an unknown field', { rut: '11111111-1' }],
    ['an unknown household fact', { household: { claveUnica: 'secreta' } }],
    ['null for a fact', { household: { cargas: null } }],
    ['a tramo out of range', { household: { rshTramo: 8 } }],
    ['a blank name', { firstName: '  ' }],
    ['a userType', { userType: 'admin' }],
  ])('refuses %s with 400 and touches nothing', async (_case, body) => {
    const result = await patch(body);
    expect(result.status).toBe(400);
    expect(result.body.error?.message).toEqual(expect.any(String));
    expect(writesOf(dynamo)).toEqual([]);
  });

  it('refuses a saved profile that the merge makes invalid, naming the household field', async () => {
    dynamo.on(GetCommand).resolves({ Item: { ...saved, household: { cargas: -1 } } });
    const result = await patch({ household: { isPensioner: true } });
    expect(result.status).toBe(400);
    expect(result.body.error?.fields).toEqual({ 'household.cargas': expect.any(String) as unknown });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 401 session-ended to a Google caller without a document (only the registration routes serve one)', async () => {
    dynamo.on(GetCommand).resolves({});
    expect((await patch({ firstName: 'Ana' }, 'google_ghost')).body).toEqual({ error: { code: 'session-ended', message: 'Tu sesión terminó. Inicia sesión nuevamente.' } });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 404 when the document goes away between the read and the write', async () => {
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'gone', $metadata: {} }));
    expect((await patch({ firstName: 'Ana' })).status).toBe(404);
  });

  it('answers the profile image link with the document', async () => {
    dynamo.on(GetCommand).resolves({ Item: { ...saved, profileImage: testImageKey() } });
    dynamo.on(UpdateCommand).resolves({ Attributes: { ...saved, profileImage: testImageKey() } });
    expect((await patch({ lastName: 'Díaz' })).body.profileImageUrl).toContain(testImageKey());
  });

  it('moves the benefit coverage counters from the statuses the user was counted with, in the same transaction', async () => {
    dynamo.on(GetCommand).resolves({ Item: testUser({ birthDate: '1950-01-01' }) });
    await patch({ household: { inRsh: true } });
    const first = userUpdate();
    expect(first?.ConditionExpression).toBe('attribute_exists(uid) AND attribute_not_exists(#counted)');
    const counted = first?.ExpressionAttributeValues?.[':counted'] as Record<string, string>;
    expect(counted.pgu).toBe('maybe');
    // Never counted: each benefit gets +1 on its status, nothing is taken away.
    expect(counterDeltas()['BENEFIT#pgu']).toEqual({ maybe: 1 });
    expect(Object.values(counterDeltas()).every((add) => Object.values(add).every((value) => value === 1))).toBe(true);

    dynamo.resetHistory();
    dynamo.on(GetCommand).resolves({ Item: { ...testUser({ birthDate: '1950-01-01', household: { inRsh: true } }), benefitStatuses: counted } });
    await patch({ household: { inRsh: false } });
    expect(userUpdate()?.ConditionExpression).toBe('attribute_exists(uid) AND #counted = :before');
    expect(userUpdate()?.ExpressionAttributeValues?.[':before']).toEqual(counted);
    // Out of the RSH: the PGU moves from maybe to no; benefits that did not move are not written.
    expect(counterDeltas()['BENEFIT#pgu']).toEqual({ maybe: -1, no: 1 });
    expect(Object.keys(counterDeltas()).length).toBeLessThan(Object.keys(counted).length);
  });

  it('turns benefit reminders on: the field, the sparse index key and an audit event', async () => {
    const result = await patch({ benefitReminders: true });
    expect(result.status).toBe(200);
    expect(setFields()).toEqual({ benefitReminders: true });
    expect(userUpdate()?.ExpressionAttributeValues?.[':remindersPk']).toBe('ON');
    const published = events();
    expect(published.map((event) => event.type)).toEqual(['BenefitRemindersChanged']);
    expect(published[0]?.detail).toMatchObject({ uid: 'user-1', enabled: true, via: 'profile' });
    // In the change's own transaction.
    expect(outboxEventsWith(dynamo)).toEqual([{ type: 'BenefitRemindersChanged', with: ['Update users'] }]);
  });

  it('turns benefit reminders off: the index key is removed; saving the same choice again audits nothing', async () => {
    dynamo.on(GetCommand).resolves({ Item: { ...saved, benefitReminders: true, remindersPk: 'ON' } });
    await patch({ benefitReminders: false });
    expect(dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Update?.UpdateExpression).toMatch(/ REMOVE remindersPk$/);
    expect(events().map((event) => event.type)).toEqual(['BenefitRemindersChanged']);
    dynamo.resetHistory();
    // The saved document now says off (the transaction's fake applied it): the same choice again.
    await patch({ benefitReminders: false });
    expect(events()).toHaveLength(0);
  });

  it('rejects a reminders choice that is not true or false, in Spanish, and changes nothing', async () => {
    const result = await patch({ benefitReminders: 'sí' });
    expect(result.status).toBe(400);
    expect(result.body.error?.message).toMatch(/[áéíóúñ]|inválid|Revisa/i);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('schedules the recount of the user on the day their statuses may next change', async () => {
    jest.useFakeTimers({ now: new Date('2026-06-10T15:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    dynamo.on(GetCommand).resolves({ Item: testUser({ birthDate: '1961-07-01' }) });
    await patch({ household: { inRsh: true } });
    jest.useRealTimers();
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    const recountOn = userUpdate()?.ExpressionAttributeValues?.[':recountOn'];
    expect(recountOn).toBe('2026-07-01');
    expect(items.at(-1)?.Put).toMatchObject({ TableName: testEnv.TABLE_BILLING, Item: { pk: 'RECOUNT#2026-07-01', sk: 'USER#user-1', uid: 'user-1' } });
  });

  it('counts from the fresh statuses when another change came first', async () => {
    dynamo.on(GetCommand).resolves({ Item: testUser({ birthDate: '1950-01-01' }) });
    dynamo.on(TransactWriteCommand).rejectsOnce(Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] })).resolves({});
    expect((await patch({ household: { inRsh: true } })).status).toBe(200);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('answers 401 without verified claims and touches nothing', async () => {
    const { handler } = await import('./patch-me');
    const result = await handler(httpEvent(route, { body: JSON.stringify({ firstName: 'Ana' }) }), context);
    expect(result.statusCode).toBe(401);
    expect(writesOf(dynamo)).toEqual([]);
  });
});
