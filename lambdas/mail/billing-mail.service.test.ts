import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { testEnv, useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';
import { sendPaymentMail, sendRenewalNotice, sendSubscriptionActionMail } from './billing-mail.service';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const user = testUser({ uid: 'u1', firstName: 'Rosa' });
const subscription = { pk: 'USER#u1', sk: 'SUBSCRIPTION', uid: 'u1', plan: 'anual', status: 'active', priceClp: 49_990, currentPeriodStart: '2026-01-15', currentPeriodEnd: '2027-01-15', createdAt: '2026-01-15T12:00:00.000Z', updatedAt: '2026-01-15T12:00:00.000Z', card: { username: 'u1', tbkUser: 'tbk-1', cardType: 'Visa', last4: '6623' } };
const payment = { pk: 'USER#u1', sk: 'PAYMENT#2026-11-26T15:07:00.000Z#BC1', uid: 'u1', id: 'BC1', buyOrder: 'BC1', plan: 'anual', amountClp: 49_990, status: 'paid', at: '2026-11-26T15:07:00.000Z', periodStart: '2026-11-26', periodEnd: '2027-11-26', authorizationCode: '1213', card: { cardType: 'Visa', last4: '6623' }, paymentTypeCode: 'VN', installments: 0 };
const at = '2026-11-26T15:07:00.000Z';

const sent = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
const text = (index = 0) => sent()[index]?.Content?.Simple?.Body?.Text?.Data ?? '';
const subject = (index = 0) => sent()[index]?.Content?.Simple?.Subject?.Data ?? '';

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: user });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING }).resolves({ Item: subscription });
  dynamo.on(QueryCommand, { TableName: testEnv.TABLE_BILLING }).resolves({ Items: [payment] });
  dynamo.on(PutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
});

describe('the billing mails', () => {
  it('a paid charge mails the receipt as recorded, with the link to open it', async () => {
    await sendPaymentMail({ uid: 'u1', paymentId: 'BC1', plan: 'anual', amountClp: 49_990, status: 'paid', at });
    expect(sent()[0]?.Destination?.ToAddresses).toEqual([user.email]);
    expect(subject()).toBe('Comprobante de pago de tu plan Anual en Beneficios Chile');
    for (const fact of ['Beneficios Chile SpA', '76.000.000-0', 'Monto neto', '$42.008', 'IVA (19 %)', '$7.982', '$49.990', 'Visa terminada en 6623', 'Sin cuotas', '1213', '26-11-2026, 12:07'])
      expect(text()).toContain(fact);
    expect(text()).toContain(`${testEnv.SITE_URL}/profile/plan/comprobantes/BC1`);
  });

  it('a cancellation says the day it takes effect, DD-MM-AAAA', async () => {
    await sendSubscriptionActionMail({ uid: 'u1', actor: 'u1', action: 'cancel-requested', at });
    expect(subject()).toBe('Tu plan Anual en Beneficios Chile se cancela el 15-01-2027');
    expect(text()).toContain('sigue vigente hasta el 15-01-2027');
  });

  it('a card change names the new card', async () => {
    await sendSubscriptionActionMail({ uid: 'u1', actor: 'u1', action: 'card-changed', at });
    expect(subject()).toBe('Cambiaste la tarjeta de tu plan Anual en Beneficios Chile');
    expect(text()).toContain('Visa terminada en 6623');
  });

  it('a refund says how much, to the payment\'s owner, even when an admin made it', async () => {
    await sendSubscriptionActionMail({ uid: 'u1', actor: 'admin-1', action: 'payment-refunded', paymentId: 'BC1', amountClp: 49_990, at });
    expect(sent()[0]?.Destination?.ToAddresses).toEqual([user.email]);
    expect(subject()).toBe('Te reembolsamos $49.990 en Beneficios Chile');
    expect(text()).toContain('BC1');
  });

  it('each goes once: a repeated event finds its claim taken', async () => {
    const { ConditionalCheckFailedException } = await import('@aws-sdk/client-dynamodb');
    dynamo.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'taken', $metadata: {} }));
    await sendSubscriptionActionMail({ uid: 'u1', actor: 'u1', action: 'card-changed', at });
    await sendRenewalNotice({ uid: 'u1', plan: 'anual', periodEnd: '2027-01-15', amountClp: 49_990, at });
    expect(sent()).toHaveLength(0);
  });
});

describe('the annual renewal notice', () => {
  it('says when the renewal is charged, how much, to which card, and how to avoid it', async () => {
    await sendRenewalNotice({ uid: 'u1', plan: 'anual', periodEnd: '2027-01-15', amountClp: 49_990, at: '2026-12-25T15:00:00.000Z' });
    expect(subject()).toBe('Tu plan Anual en Beneficios Chile se renueva pronto');
    expect(text()).toContain('cobraremos $49.990 entre el 01-01-2027 y el 05-01-2027 a tu Visa terminada en 6623');
    expect(text()).toContain('cancélalo antes del 01-01-2027');
    const claim = dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(claim).toMatchObject({ pk: 'MAIL#u1', sk: 'renewal-notice#u1#2027-01-15' });
  });

  it('is not sent for a plan cancelled or renewed since the job found it', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING }).resolves({ Item: { ...subscription, cancelAtPeriodEnd: true } });
    await sendRenewalNotice({ uid: 'u1', plan: 'anual', periodEnd: '2027-01-15', amountClp: 49_990, at });
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING }).resolves({ Item: { ...subscription, currentPeriodEnd: '2028-01-15' } });
    await sendRenewalNotice({ uid: 'u1', plan: 'anual', periodEnd: '2027-01-15', amountClp: 49_990, at });
    expect(sent()).toHaveLength(0);
  });
});
