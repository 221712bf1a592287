import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { busEvent, testEnv, useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

const at = '2026-03-11T15:00:00.000Z';
const application = (studentUid: string, status: string) => ({
  pk: 'OFFER#OF-1',
  sk: `APPLICATION#${studentUid}`,
  offerId: 'OF-1',
  studentUid,
  companyUid: 'company-1',
  status,
  offerTitle: 'Práctica en <marketing>',
  companyName: 'Los Aromos',
  studentName: 'Ana Pérez',
  institution: 'Duoc UC',
  career: 'Publicidad',
  message: 'Me interesa.',
  appliedAt: `2026-03-0${studentUid.slice(-1)}T10:00:00.000Z`,
});
const sent = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
const subjects = () => sent().map((mail) => mail.Content?.Simple?.Subject?.Data);

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).callsFake((input: { Key: { uid: string } }) => ({ Item: testUser({ uid: input.Key.uid, firstName: 'Ana', email: `${input.Key.uid}@example.cl` }) }));
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS }).resolves({ Item: application('student-1', 'seleccionada') });
  dynamo.on(QueryCommand).resolves({ Items: [application('student-1', 'vista'), application('student-2', 'seleccionada'), application('student-3', 'enviada')] });
  dynamo.on(PutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
});

const changed = (to: string) => busEvent('ApplicationStatusChanged', { offerId: 'OF-1', studentUid: 'student-1', companyUid: 'company-1', from: 'vista', to, actor: 'company-1', at } as never);

describe('the mailer, on applications', () => {
  it("mails the company a new applicant in Spanish, replying to the student, with the applicants' link", async () => {
    const { handler } = await import('../events/mailer');
    await handler(busEvent('ApplicationSubmitted', { offerId: 'OF-1', studentUid: 'student-1', companyUid: 'company-1', at }));
    const [mail] = sent();
    expect(mail?.Destination?.ToAddresses).toEqual(['company-1@example.cl']);
    expect(mail?.ReplyToAddresses).toEqual(['student-1@example.cl']);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe('Nueva postulación a «Práctica en <marketing>»');
    expect(mail?.Content?.Simple?.Body?.Html?.Data).toContain('Práctica en &lt;marketing&gt;');
    expect(mail?.Content?.Simple?.Body?.Text?.Data).toContain(`${testEnv.SITE_URL}/company/myinternships/OF-1`);
  });

  it('sends the student a copy of what they sent, with the way to their application', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS }).resolves({ Item: { ...application('student-1', 'enviada'), message: 'Me encanta <el pan>.' } });
    const { handler } = await import('../events/mailer');
    await handler(busEvent('ApplicationSubmitted', { offerId: 'OF-1', studentUid: 'student-1', companyUid: 'company-1', at }));
    const copy = sent().find((mail) => mail.Destination?.ToAddresses?.[0] === 'student-1@example.cl');
    expect(copy?.Content?.Simple?.Subject?.Data).toBe('Enviamos tu postulación a «Práctica en <marketing>»');
    expect(copy?.Content?.Simple?.Body?.Text?.Data).toContain('Me encanta <el pan>.');
    expect(copy?.Content?.Simple?.Body?.Html?.Data).toContain('Me encanta &lt;el pan&gt;.');
    expect(copy?.Content?.Simple?.Body?.Text?.Data).toContain(`${testEnv.SITE_URL}/intern/myapplications/OF-1`);
    // Each once: a second delivery of the event finds both claimed.
    dynamo.on(PutCommand).rejects(Object.assign(new Error('taken'), { name: 'ConditionalCheckFailedException' }));
    await handler(busEvent('ApplicationSubmitted', { offerId: 'OF-1', studentUid: 'student-1', companyUid: 'company-1', at }));
    expect(sent()).toHaveLength(2);
  });

  it("mails the student each answer of the company, but not the company's first opening (shown live only)", async () => {
    const { handler } = await import('../events/mailer');
    await handler(changed('vista'));
    expect(sent()).toEqual([]);
    await handler(changed('seleccionada'));
    expect(subjects()).toEqual(['Tu postulación a «Práctica en <marketing>»: seleccionada']);
    expect(sent()[0]?.Destination?.ToAddresses).toEqual(['student-1@example.cl']);
  });

  it("mails no one when a student withdraws their own application (the company sees it live)", async () => {
    const { handler } = await import('../events/mailer');
    await handler(busEvent('ApplicationStatusChanged', { offerId: 'OF-1', studentUid: 'student-1', companyUid: 'company-1', from: 'en-revision', to: 'retirada', actor: 'student-1', at }));
    expect(sent()).toEqual([]);
  });

  it('does not tell a student who withdrew that the offer ended', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [application('student-1', 'retirada'), application('student-3', 'enviada')] });
    const { handler } = await import('../events/mailer');
    await handler(busEvent('OfferStatusChanged', { offerId: 'OF-1', companyUid: 'company-1', from: 'publicada', to: 'cerrada', actor: 'company-1', reason: 'company', at } as never));
    expect(sent().map((mail) => mail.Destination?.ToAddresses?.[0])).toEqual(['student-3@example.cl']);
  });

  it('tells the applicants still waiting when an offer ends, and no one when it is only paused', async () => {
    const { handler } = await import('../events/mailer');
    const ended = (to: string) => busEvent('OfferStatusChanged', { offerId: 'OF-1', companyUid: 'company-1', from: 'publicada', to, actor: 'company-1', reason: 'account-erased', at } as never);
    await handler(ended('pausada'));
    expect(sent()).toEqual([]);
    await handler(ended('cerrada'));
    expect(sent().map((mail) => mail.Destination?.ToAddresses?.[0])).toEqual(['student-1@example.cl', 'student-3@example.cl']);
    expect(subjects()[0]).toBe('La práctica «Práctica en <marketing>» ya no está disponible');
  });
});
