import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { busEvent, testEnv, useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';

/**
 * A message of an application's thread mails the other side once a burst: the claim on the
 * application decides (its condition is proven on DynamoDB Local by lambdas/students/applications.int.test.ts);
 * here, what the mailer does with it.
 */
useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const at = '2026-03-11T15:00:00.000Z';
const application = { pk: 'OFFER#OF-1', sk: 'APPLICATION#student-1', offerId: 'OF-1', studentUid: 'student-1', companyUid: 'company-1', status: 'vista', offerTitle: 'Práctica en datos', companyName: 'Los Aromos', studentName: 'Ana Pérez' };
const message = (author: 'student' | 'company') => busEvent('ApplicationMessageSent', { offerId: 'OF-1', studentUid: 'student-1', companyUid: 'company-1', messageId: 'M-1', author, at });
const sent = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).callsFake((input: { Key: { uid: string } }) => ({ Item: testUser({ uid: input.Key.uid, firstName: input.Key.uid === 'company-1' ? 'Marta' : 'Ana', email: `${input.Key.uid}@example.cl` }) }));
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS }).callsFake((input: { Key: { sk: string } }) =>
    input.Key.sk.startsWith('MESSAGE#') ? { Item: { ...input.Key, messageId: 'M-1', author: 'student', text: '¿Hay estacionamiento?', at } } : { Item: application },
  );
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
});

describe('the mailer, on a message of an application', () => {
  it('mails the company a student’s message, with the message and the link that opens this application', async () => {
    const { handler } = await import('../events/mailer');
    await handler(message('student'));
    const [mail] = sent();
    expect(mail?.Destination?.ToAddresses).toEqual(['company-1@example.cl']);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe('Nuevo mensaje de Ana Pérez sobre «Práctica en datos»');
    expect(mail?.Content?.Simple?.Body?.Text?.Data).toContain('¿Hay estacionamiento?');
    expect(mail?.Content?.Simple?.Body?.Text?.Data).toContain(`${testEnv.SITE_URL}/company/myinternships/OF-1?postulante=student-1`);
    const claim = dynamo.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(claim).toMatchObject({ Key: { pk: 'OFFER#OF-1', sk: 'APPLICATION#student-1' }, UpdateExpression: 'SET companyMailedAt = :at, companyMailedFor = :message', ExpressionAttributeValues: { ':at': at, ':message': 'M-1' } });
  });

  it('mails the student a company’s message, with the link of their application', async () => {
    const { handler } = await import('../events/mailer');
    await handler(message('company'));
    const [mail] = sent();
    expect(mail?.Destination?.ToAddresses).toEqual(['student-1@example.cl']);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe('Nuevo mensaje de Los Aromos sobre «Práctica en datos»');
    expect(mail?.Content?.Simple?.Body?.Text?.Data).toContain(`${testEnv.SITE_URL}/intern/myapplications/OF-1`);
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input.UpdateExpression).toBe('SET studentMailedAt = :at, studentMailedFor = :message');
  });

  it('mails nobody while a mail about this thread is still unread (the claim is refused)', async () => {
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'unread', $metadata: {} }));
    const { handler } = await import('../events/mailer');
    await handler(message('student'));
    expect(sent()).toEqual([]);
  });
});
