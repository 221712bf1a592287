import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { EventBridgeEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { testEnv, useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

const at = '2026-03-10T15:30:00.000Z';
const user = testUser({ uid: 'u1', firstName: 'Ana', lastName: '<Soto>', email: 'ana@example.cl' });
const ticket = { pk: 'USER#u1', sk: `TICKET#${at}#K7M2Q9XA`, uid: 'u1', id: 'K7M2Q9XA', asunto: 'Ayuda <urgente>\r\nBcc: otro@example.cl', mensaje: '<script>alert(1)</script>\nsegunda línea', status: 'abierto', createdAt: at };
const insurance = { pk: 'USER#u1', sk: `INSURANCE#${at}#R3Q8W2NZ`, uid: 'u1', id: 'R3Q8W2NZ', insuranceType: 'cesantia', phone: '+56 9 1234 5678', message: 'Llamar <tarde>', createdAt: at };

const sent = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
const html = (index: number) => sent()[index]?.Content?.Simple?.Body?.Html?.Data ?? '';
const text = (index: number) => sent()[index]?.Content?.Simple?.Body?.Text?.Data ?? '';

const busEvent = (detailType: string, detail: unknown) => ({ id: 'evt-1', 'detail-type': detailType, detail }) as EventBridgeEvent<string, unknown>;

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: user });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_SUPPORT, Key: { pk: 'USER#u1', sk: ticket.sk } }).resolves({ Item: ticket });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_SUPPORT, Key: { pk: 'USER#u1', sk: insurance.sk } }).resolves({ Item: insurance });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
});

describe('the mailer, on SupportTicketOpened', () => {
  const opened = busEvent('SupportTicketOpened', { uid: 'u1', ticketId: 'K7M2Q9XA', at });

  it('mails the support inbox (reply to the user) and acknowledges to the user (reply to the team)', async () => {
    const { handler } = await import('../events/mailer');
    await handler(opened);
    const [team, ack] = sent();
    expect(team?.Destination?.ToAddresses).toEqual([testEnv.SUPPORT_INBOX]);
    expect(team?.ReplyToAddresses).toEqual(['ana@example.cl']);
    expect(team?.FromEmailAddress).toBe(testEnv.MAIL_FROM);
    expect(team?.Content?.Simple?.Subject?.Data).toBe('Ticket de soporte K7M2Q9XA: Ayuda <urgente> Bcc: otro@example.cl');
    expect(text(0)).toContain('Correo: ana@example.cl');
    expect(text(0)).toContain('Usuario: u1');
    expect(text(0)).toContain(`${testEnv.SITE_URL}/admin/support/u1/K7M2Q9XA`);
    expect(text(0)).toContain('<script>alert(1)</script>\nsegunda línea');
    expect(ack?.Destination?.ToAddresses).toEqual(['ana@example.cl']);
    expect(ack?.ReplyToAddresses).toEqual([testEnv.SUPPORT_INBOX]);
    expect(ack?.Content?.Simple?.Subject?.Data).toBe('Recibimos tu solicitud (ticket K7M2Q9XA)');
    expect(text(1)).toContain('K7M2Q9XA');
    expect(text(1)).toContain(`${testEnv.SITE_URL}/support`);
    expect(text(1)).toContain('Estado: Abierto');
  });

  it('escapes everything the user wrote in the HTML', async () => {
    const { handler } = await import('../events/mailer');
    await handler(opened);
    expect(html(0)).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html(0)).toContain('&lt;Soto&gt;');
    expect(html(0)).not.toContain('<script>');
    expect(html(0)).not.toContain('<Soto>');
    expect(html(1)).toContain('Ayuda &lt;urgente&gt;');
    expect(html(0)).toContain('<html lang="es-CL">');
  });

  it('claims each mail once per ticket, so that a repeated event sends nothing', async () => {
    const { handler } = await import('../events/mailer');
    await handler(opened);
    expect(dynamo.commandCalls(PutCommand).map((call) => [call.args[0].input.Item?.pk, call.args[0].input.Item?.sk] as unknown)).toEqual([['MAIL#u1', 'support-ticket#u1#K7M2Q9XA#team'], ['MAIL#u1', 'support-ticket#u1#K7M2Q9XA#ack']]);
    ses.resetHistory();
    dynamo.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'taken', $metadata: {} }));
    await handler(opened);
    expect(ses.calls()).toHaveLength(0);
  });

  it('gives the claim back when SES fails, so that the retry sends it', async () => {
    ses.on(SendEmailCommand).rejectsOnce(new Error('Throttling')).resolves({ MessageId: 'm2' });
    const { handler } = await import('../events/mailer');
    await expect(handler(opened)).rejects.toThrow('Throttling');
    expect(dynamo.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual({ pk: 'MAIL#u1', sk: 'support-ticket#u1#K7M2Q9XA#team' });
  });

  it('sends nothing for a ticket that does not exist', async () => {
    const { handler } = await import('../events/mailer');
    await handler(busEvent('SupportTicketOpened', { uid: 'u1', ticketId: 'NOPE2345', at }));
    expect(ses.calls()).toHaveLength(0);
  });
});

describe('the mailer, on SupportTicketOpened for an assisted-application request', () => {
  const assisted = {
    ...ticket,
    sk: `TICKET#${at}#A5S1ST3D`,
    id: 'A5S1ST3D',
    kind: 'assisted',
    asunto: 'Postulación asistida: Pensión Garantizada Universal (PGU)',
    mensaje: 'Necesito ayuda con la PGU.',
    benefitId: 'pgu',
    benefitName: 'Pensión Garantizada Universal (PGU)',
    priority: true,
  };

  it('acknowledges it with its own mail naming the benefit and what happens next, not the generic one; the team is told which benefit', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_SUPPORT, Key: { pk: 'USER#u1', sk: assisted.sk } }).resolves({ Item: assisted });
    const { handler } = await import('../events/mailer');
    await handler(busEvent('SupportTicketOpened', { uid: 'u1', ticketId: 'A5S1ST3D', at }));
    const [team, ack] = sent();
    expect(text(0)).toContain('Nueva solicitud de postulación asistida A5S1ST3D');
    expect(text(0)).toContain('pidió ayuda para postular a Pensión Garantizada Universal (PGU)');
    expect(team?.Destination?.ToAddresses).toEqual([testEnv.SUPPORT_INBOX]);
    expect(ack?.Destination?.ToAddresses).toEqual(['ana@example.cl']);
    expect(ack?.ReplyToAddresses).toEqual([testEnv.SUPPORT_INBOX]);
    expect(ack?.Content?.Simple?.Subject?.Data).toBe('Recibimos tu solicitud de postulación asistida: Pensión Garantizada Universal (PGU)');
    expect(text(1)).toContain('Qué sigue:');
    expect(text(1)).toContain('Beneficio: Pensión Garantizada Universal (PGU)');
    expect(text(1)).toContain(`${testEnv.SITE_URL}/support/tickets/A5S1ST3D`);
    expect(text(1)).not.toContain('Tu ticket de soporte es el número');
    // The same claim as any ticket's acknowledgement: a repeated event sends it once.
    expect(dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item?.sk as unknown)).toEqual(['support-ticket#u1#A5S1ST3D#team', 'support-ticket#u1#A5S1ST3D#ack']);
  });
});

describe('the mailer, on InsuranceContactRequested', () => {
  it('mails the team who asked, their e-mail, the insurance type, phone and message, escaped', async () => {
    const { handler } = await import('../events/mailer');
    await handler(busEvent('InsuranceContactRequested', { uid: 'u1', requestId: 'R3Q8W2NZ', at }));
    const [team] = sent();
    expect(sent()).toHaveLength(1);
    expect(team?.Destination?.ToAddresses).toEqual([testEnv.SUPPORT_INBOX]);
    expect(team?.ReplyToAddresses).toEqual(['ana@example.cl']);
    expect(team?.Content?.Simple?.Subject?.Data).toBe('Solicitud de contacto por seguros R3Q8W2NZ: Seguro de Cesantía');
    expect(text(0)).toContain('Teléfono: +56 9 1234 5678');
    expect(text(0)).toContain('Tipo de seguro: Seguro de Cesantía');
    expect(text(0)).toContain('Correo: ana@example.cl');
    expect(html(0)).toContain('Llamar &lt;tarde&gt;');
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ pk: 'MAIL#u1', sk: 'insurance-contact#u1#R3Q8W2NZ#team' });
  });
});
