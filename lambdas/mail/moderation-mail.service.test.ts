import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { busEvent, testEnv, useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

const at = '2026-03-11T15:00:00.000Z';
const application = (studentUid: string, status: string) => ({ pk: 'OFFER#OF-1', sk: `APPLICATION#${studentUid}`, offerId: 'OF-1', studentUid, companyUid: 'company-1', status, offerTitle: 'Práctica en ventas', companyName: 'Los Aromos', appliedAt: at });
const sent = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
const hidden = (reason: string) => busEvent('OfferStatusChanged', { offerId: 'OF-1', companyUid: 'company-1', from: 'publicada', to: 'oculta', actor: 'admin-1', reason, at } as never);

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).callsFake((input: { Key: { uid: string } }) => ({ Item: testUser({ uid: input.Key.uid, firstName: 'Rosa', email: `${input.Key.uid}@example.cl` }) }));
  dynamo
    .on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS })
    .resolves({ Item: { pk: 'OFFER#OF-1', sk: 'OFFER', offerId: 'OF-1', companyUid: 'company-1', title: 'Práctica en ventas', status: 'oculta', moderation: { reason: 'Pide un pago para postular.', at } } });
  dynamo.on(QueryCommand).resolves({ Items: [application('student-1', 'vista'), application('student-2', 'seleccionada'), application('student-3', 'retirada')] });
  dynamo.on(PutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
});

describe('the mailer, when an admin hides an offer', () => {
  it('mails the company the reason, and every applicant but those who withdrew that the offer is gone', async () => {
    const { handler } = await import('../events/mailer');
    await handler(hidden('moderation'));
    const [company, ...students] = sent();
    expect(company?.Destination?.ToAddresses).toEqual(['company-1@example.cl']);
    expect(company?.Content?.Simple?.Subject?.Data).toBe('Ocultamos tu oferta «Práctica en ventas»');
    expect(company?.Content?.Simple?.Body?.Text?.Data).toContain('Motivo: Pide un pago para postular.');
    expect(students.map((mail) => mail.Destination?.ToAddresses?.[0])).toEqual(['student-1@example.cl', 'student-2@example.cl']);
    expect(students[0]?.Content?.Simple?.Subject?.Data).toBe('La práctica «Práctica en ventas» ya no está publicada');
    // The reason is the company's to read: an applicant is told the offer broke the rules, not why.
    expect(students[0]?.Content?.Simple?.Body?.Text?.Data).not.toContain('Pide un pago');
  });

  it('sends each mail once however often the event comes', async () => {
    const { handler } = await import('../events/mailer');
    dynamo.on(PutCommand).rejects(Object.assign(new Error('taken'), { name: 'ConditionalCheckFailedException' }));
    await handler(hidden('moderation'));
    expect(sent()).toEqual([]);
  });
});
