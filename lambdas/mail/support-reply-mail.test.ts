import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { storedTicket, ticketAt } from '../testing/support-desk';
import { busEvent, testEnv, useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

const replyAt = '2026-03-11T15:00:00.000Z';
const thread = [
  { id: 'm1', author: 'usuario', mensaje: 'Sigo sin verla.', at: '2026-03-11T10:00:00.000Z', actor: 'user-1' },
  { id: 'm2', author: 'equipo', mensaje: 'Hola Ana: <b>ya</b> aparece.', at: replyAt, actor: 'admin-1' },
];
const replied = (messageId: string, author: 'usuario' | 'equipo') =>
  busEvent('SupportTicketReplied', { uid: 'user-1', ticketId: 'K7M2Q9XA', ticketAt, messageId, author, actor: author === 'equipo' ? 'admin-1' : 'user-1', status: 'en-proceso', at: replyAt });
const sent = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: testUser({ uid: 'user-1', firstName: 'Ana', email: 'ana@example.cl' }) });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_SUPPORT }).resolves({ Item: storedTicket({ status: 'en-proceso', thread }) });
  dynamo.on(PutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
});

describe('the mailer, on SupportTicketReplied', () => {
  it("mails an admin's reply to the user in Spanish, with the reply, the status and the ticket's link, escaped, once", async () => {
    const { handler } = await import('../events/mailer');
    await handler(replied('m2', 'equipo'));
    const [mail] = sent();
    expect(sent()).toHaveLength(1);
    expect(mail?.Destination?.ToAddresses).toEqual(['ana@example.cl']);
    expect(mail?.ReplyToAddresses).toEqual([testEnv.SUPPORT_INBOX]);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe('Respondimos tu ticket K7M2Q9XA: No veo la PGU');
    const text = mail?.Content?.Simple?.Body?.Text?.Data ?? '';
    expect(text).toContain('Respuesta: Hola Ana: <b>ya</b> aparece.');
    expect(text).toContain('Estado: En proceso');
    expect(text).toContain(`${testEnv.SITE_URL}/support/tickets/K7M2Q9XA`);
    expect(mail?.Content?.Simple?.Body?.Html?.Data).toContain('&lt;b&gt;ya&lt;/b&gt;');
    expect(dynamo.commandCalls(GetCommand, { TableName: testEnv.TABLE_SUPPORT })[0]?.args[0].input.Key).toEqual({ pk: 'USER#user-1', sk: `TICKET#${ticketAt}#K7M2Q9XA` });
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ pk: 'MAIL#user-1', sk: 'support-reply#user-1#K7M2Q9XA#m2' });

    ses.resetHistory();
    dynamo.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'taken', $metadata: {} }));
    await handler(replied('m2', 'equipo'));
    expect(ses.calls()).toHaveLength(0);
  });

  it("does not mail the user their own message, nor a reply that is not in the thread", async () => {
    const { handler } = await import('../events/mailer');
    await handler(replied('m1', 'usuario'));
    await handler(replied('m9', 'equipo'));
    expect(ses.calls()).toHaveLength(0);
  });
});
