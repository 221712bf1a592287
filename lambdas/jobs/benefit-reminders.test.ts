import { DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { benefitStatuses } from '../../shared/benefits/coverage';
import { outboxEvents, testEnv, useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

// Reaches 64 years and 9 months (when the PGU can be requested) on 1 December 2026: counted the day before, recounted that day.
const turning65 = testUser({ uid: 'user-65', birthDate: '1962-03-01', socialHomeRegister: true, household: { inRsh: true, rshTramo: 2 } });
const countedAt64 = benefitStatuses({ inRsh: true, rshTramo: 2 }, '1962-03-01', { year: 2026, month: 11, day: 30 });
const at65 = benefitStatuses({ inRsh: true, rshTramo: 2 }, '1962-03-01', { year: 2026, month: 12, day: 1 });

const run = async (day: string) => {
  const { handler } = await import('./benefit-reminders');
  return handler({ day });
};
/** The details of the events the job wrote to the outbox. */
const published = () => outboxEvents(dynamo).map((event) => event.detail);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(GetCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
});

describe('the benefit reminders job', () => {
  it('recounts a user the day they can request the PGU (64 years and 9 months): the PGU counter moves, the next day is scheduled, the day’s item goes', async () => {
    expect(countedAt64.pgu).toBe('no');
    expect(at65.pgu).not.toBe('no');
    dynamo.on(QueryCommand, { TableName: testEnv.TABLE_BILLING, ExpressionAttributeValues: { ':pk': 'RECOUNT#2026-12-01' } }).resolves({ Items: [{ uid: 'user-65' }] });
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-65' } }).resolves({ Item: { ...turning65, benefitStatuses: countedAt64, recountOn: '2026-12-01' } });
    expect(await run('2026-12-01')).toMatchObject({ recounted: 1 });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items[0]?.Update).toMatchObject({ Key: { uid: 'user-65' }, ExpressionAttributeValues: { ':day': '2026-12-01', ':before': countedAt64, ':recountOn': '2027-01-01' } });
    const pgu = items.find((item) => item.Update?.Key?.sk === 'BENEFIT#pgu')?.Update;
    expect(pgu?.ExpressionAttributeValues).toEqual({ ':a0': -1, ':a1': 1 });
    expect(Object.values(pgu?.ExpressionAttributeNames ?? {})).toEqual(['no', at65.pgu]);
    expect(items.map((item): unknown => item.Put?.Item?.pk ?? item.Delete?.Key?.pk).filter(Boolean)).toEqual(['RECOUNT#2027-01-01', 'RECOUNT#2026-12-01']);
  });

  it('drops a schedule item whose user answered again since (another day is scheduled) or is gone', async () => {
    dynamo.on(QueryCommand, { TableName: testEnv.TABLE_BILLING, ExpressionAttributeValues: { ':pk': 'RECOUNT#2026-12-01' } }).resolves({ Items: [{ uid: 'user-65' }, { uid: 'gone' }] });
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-65' } }).resolves({ Item: { ...turning65, benefitStatuses: countedAt64, recountOn: '2026-12-09' } });
    expect(await run('2026-12-01')).toMatchObject({ recounted: 0 });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([
      { pk: 'RECOUNT#2026-12-01', sk: 'USER#user-65' },
      { pk: 'RECOUNT#2026-12-01', sk: 'USER#gone' },
    ]);
  });

  it("reminds a user of a benefit of the household's, not only their own: the Bono Invierno of a pensioner partner", async () => {
    const partner = testUser({
      uid: 'user-h',
      birthDate: '1986-01-10',
      benefitReminders: true,
      household: { isWoman: true, isPensioner: false, isWorking: true, members: [{ id: 'juan', relation: 'pareja', birthDate: '1956-01-10', isWoman: false, isPensioner: true, pensionAmount: 200_000 }] },
    });
    dynamo.on(QueryCommand, { TableName: testEnv.TABLE_USERS, IndexName: 'byReminders' }).resolves({ Items: [{ ...partner, remindersPk: 'ON' }] });
    expect(await run('2026-04-28')).toMatchObject({ users: 1, due: 1 });
  });

  it('reads opted-in users from the byReminders index only, and publishes each reminder due with the day it judged', async () => {
    const pensioner = testUser({ uid: 'user-p', birthDate: '1956-01-10', benefitReminders: true, household: { isPensioner: true, pensionAmount: 200_000 } });
    dynamo.on(QueryCommand, { TableName: testEnv.TABLE_USERS, IndexName: 'byReminders' }).resolves({ Items: [{ ...pensioner, remindersPk: 'ON' }] });
    expect(await run('2026-04-28')).toMatchObject({ users: 1, due: 1 });
    const usersQueries = dynamo.commandCalls(QueryCommand).filter((call) => call.args[0].input.TableName === testEnv.TABLE_USERS);
    expect(usersQueries.map((call) => call.args[0].input.IndexName)).toEqual(['byReminders']);
    expect(published()).toEqual([{ uid: 'user-p', occasionId: 'bono-invierno#payment#2026-05-01', day: '2026-04-28', at: expect.any(String) as unknown }]);
    expect(outboxEvents(dynamo).map((event) => event.type)).toEqual(['BenefitReminderDue']);
  });
});
