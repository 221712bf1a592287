import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { testEnv, useTestEnv } from '../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const mail = { subject: 'Asunto', html: '<p>Hola</p>', text: 'Hola' };

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
});

describe('mailUser: the address is read when the mail goes', () => {
  it("writes to the address the person's document holds now", async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'u1' } }).resolves({ Item: { uid: 'u1', email: 'nueva@example.cl', firstName: 'Ana' } });
    const { mailUser } = await import('./dispatch');
    expect(await mailUser({ uid: 'u1', onceKey: 'k#u1', compose: (user) => ({ mail: { ...mail, text: `Hola, ${user.firstName}` }, replyTo: testEnv.SUPPORT_INBOX }) })).toBe('sent');
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Destination?.ToAddresses).toEqual(['nueva@example.cl']);
    expect(input?.ReplyToAddresses).toEqual([testEnv.SUPPORT_INBOX]);
    expect(input?.Content?.Simple?.Body?.Text?.Data).toBe('Hola, Ana');
  });

  it('sends nothing, and claims nothing, to a person erased meanwhile', async () => {
    const { mailUser } = await import('./dispatch');
    expect(await mailUser({ uid: 'gone', onceKey: 'k#gone', compose: () => ({ mail }) })).toBe('skipped');
    expect(ses.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('sends nothing, and claims nothing, when the mail is no longer due', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'u1' } }).resolves({ Item: { uid: 'u1', email: 'ana@example.cl', firstName: 'Ana' } });
    const { mailUser } = await import('./dispatch');
    expect(await mailUser({ uid: 'u1', onceKey: 'k#u1', due: () => false, compose: () => ({ mail }) })).toBe('skipped');
    expect(ses.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});
