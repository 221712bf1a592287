import { randomBytes } from 'node:crypto';
import { fail, type ApiResult, type Body, type Call } from './body';
import { APPROVED_AUTHORIZATION_CODE, errors, LENGTHS, RESPONSE_CODE, testCardFor, type Behaviour } from './constants';
import { findDetail, findInscriptionByTbkUser, findTransaction, type Detail, type Transaction } from './store';

/** Oneclick Mall charges: authorize, status, refund (reversal or nullification) and deferred capture. */

const NINETY_DAYS_MS = 90 * 24 * 60 * 60 * 1000;

/** `MMDD`, like Transbank's `accounting_date`. */
const accountingDate = (date: Date): string =>
  `${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;

const publicDetail = (detail: Detail, withBalance: boolean) => ({
  amount: detail.amount,
  status: detail.status,
  authorization_code: detail.authorization_code,
  payment_type_code: detail.payment_type_code,
  response_code: detail.response_code,
  installments_number: detail.installments_number,
  commerce_code: detail.commerce_code,
  buy_order: detail.buy_order,
  ...(withBalance && detail.refunds.length > 0 ? { balance: detail.balance } : {}),
});

export const publicTransaction = (transaction: Transaction, withBalance: boolean) => ({
  buy_order: transaction.buy_order,
  card_detail: { card_number: transaction.card_number },
  accounting_date: transaction.accounting_date,
  transaction_date: transaction.transaction_date,
  details: transaction.details.map((detail) => publicDetail(detail, withBalance)),
});

export const authorize = ({ context, mallCode, mall }: Call, body: Body): ApiResult => {
  const username = body.text('username', LENGTHS.username);
  const tbkUser = body.text('tbk_user', LENGTHS.tbkUser);
  const buyOrder = body.text('buy_order', LENGTHS.buyOrder);
  const details = body.list('details').map((item) => ({
    commerceCode: item.text('commerce_code', 12),
    buyOrder: item.text('buy_order', LENGTHS.buyOrder),
    amount: item.amount('amount'),
    installments: item.installments('installments_number'),
  }));
  if (details.some((detail) => !mall.children.includes(detail.commerceCode))) return fail(422, errors.invalid('commerce_code'));

  // A repeated buy order is charged again: no public source says Transbank refuses one (README), so the
  // emulator takes the worst case, and nothing in the product may count on a refusal.
  const state = context.store.state;
  const inscription = findInscriptionByTbkUser(state, tbkUser);
  const enrolled = inscription?.mallCode === mallCode && inscription.username === username && inscription.status === 'finished';
  // An unknown, deleted or replaced tbk_user: HTTP 500, and no charge is recorded.
  if (!enrolled) return fail(500, errors.unknownTbkUser);
  const card = testCardFor(inscription.cardNumber ?? '');
  const behaviour: Behaviour = inscription.behaviour ?? (card.approves ? 'approve' : 'reject');
  const approved = behaviour !== 'reject';
  const responseCode = approved ? RESPONSE_CODE.approved : RESPONSE_CODE.rejected;
  const now = context.now();

  const transaction: Transaction = {
    mallCode,
    buy_order: buyOrder,
    username,
    tbkUser,
    card_number: card.number.slice(-4),
    accounting_date: accountingDate(now),
    transaction_date: now.toISOString(),
    details: details.map((detail) => ({
      amount: detail.amount,
      status: approved ? 'AUTHORIZED' : 'FAILED',
      authorization_code: approved ? APPROVED_AUTHORIZATION_CODE : '000000',
      payment_type_code: card.debit ? 'VD' : card.cardType === 'Prepago' ? 'VP' : detail.installments > 0 ? 'VC' : 'VN',
      response_code: responseCode,
      installments_number: detail.installments,
      commerce_code: detail.commerceCode,
      buy_order: detail.buyOrder,
      balance: approved ? detail.amount : 0,
      refunds: [],
    })),
    ...(approved && behaviour === 'timeout' ? { answerWithheld: true } : {}),
  };
  context.store.update((current) => current.transactions.push(transaction));
  // "Sin respuesta": the charge is made, as when the bank answers too late; the merchant only sees it with status().
  if (transaction.answerWithheld) return { withhold: true };
  return { status: 200, body: publicTransaction(transaction, false) };
};

export const status = ({ context, mallCode }: Call, buyOrder: string): ApiResult => {
  if (buyOrder.length > LENGTHS.buyOrder) return fail(422, errors.invalid('buy_order'));
  const transaction = findTransaction(context.store.state, mallCode, buyOrder);
  if (!transaction) return fail(422, errors.buyOrderNotFound);
  return { status: 200, body: publicTransaction(transaction, true) };
};

/**
 * Webpay's rule: the full amount within 3 hours of the authorization is a reversal (REVERSED, no
 * other data); otherwise a nullification (NULLIFIED / PARTIALLY_NULLIFIED), only for the full
 * amount on debit and prepaid cards, within 90 days.
 */
export const refund = ({ context, mallCode }: Call, buyOrder: string, body: Body): ApiResult => {
  const childCode = body.text('commerce_code', 12);
  const childBuyOrder = body.text('detail_buy_order', LENGTHS.buyOrder);
  const amount = body.amount('amount');
  const transaction = findTransaction(context.store.state, mallCode, buyOrder);
  if (!transaction) return fail(404, errors.transactionNotFound);
  const detail = transaction.details.find((item) => item.commerce_code === childCode && item.buy_order === childBuyOrder);
  if (!detail) return fail(404, errors.transactionNotFound);
  if (detail.status === 'FAILED') return fail(422, errors.invalid('detail_buy_order'));
  if (detail.status === 'REVERSED' || detail.balance === 0) return fail(422, errors.alreadyRefunded);
  if (amount > detail.balance) return fail(422, errors.invalid('amount'));

  const now = context.now();
  const age = now.getTime() - Date.parse(transaction.transaction_date);
  if (age > NINETY_DAYS_MS) return fail(422, errors.invalid('detail_buy_order'));
  const card = testCardFor(transaction.card_number ? findCardNumber(context, transaction) : '');
  const full = amount === detail.amount && detail.refunds.length === 0;
  if (!full && (card.debit || card.cardType === 'Prepago')) return fail(422, errors.invalid('amount'));

  if (full && age <= context.reversalWindowMs) {
    context.store.update(() => {
      detail.status = 'REVERSED';
      detail.balance = 0;
      detail.refunds.push({ type: 'REVERSED', amount, at: now.toISOString() });
    });
    return { status: 200, body: { type: 'REVERSED' } };
  }
  const authorizationCode = String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000));
  context.store.update(() => {
    detail.balance -= amount;
    detail.status = detail.balance === 0 ? 'NULLIFIED' : 'PARTIALLY_NULLIFIED';
    detail.refunds.push({ type: 'NULLIFIED', amount, at: now.toISOString(), authorizationCode });
  });
  return {
    status: 200,
    body: {
      type: 'NULLIFIED',
      authorization_code: authorizationCode,
      authorization_date: now.toISOString(),
      nullified_amount: amount,
      balance: detail.balance,
      response_code: RESPONSE_CODE.approved,
      buy_order: detail.buy_order,
    },
  };
};

/** The full test card number behind a charge (the charge itself keeps the last 4 digits only). */
const findCardNumber = (context: Call['context'], transaction: Transaction): string =>
  findInscriptionByTbkUser(context.store.state, transaction.tbkUser)?.cardNumber ?? '';

/** Deferred capture (`PUT /transactions/capture`), only for a deferred-capture mall. */
export const capture = ({ context, mallCode, mall }: Call, body: Body): ApiResult => {
  const childCode = body.text('commerce_code', 12);
  const childBuyOrder = body.text('buy_order', LENGTHS.buyOrder);
  const amount = body.amount('capture_amount');
  const authorizationCode = body.text('authorization_code', LENGTHS.authorizationCode);
  if (!mall.deferred) return fail(422, errors.invalid('commerce_code'));
  const found = findDetail(context.store.state, mallCode, childCode, childBuyOrder);
  if (!found) return fail(404, errors.transactionNotFound);
  const { detail } = found;
  if (detail.status !== 'AUTHORIZED' || detail.authorization_code !== authorizationCode) return fail(422, errors.invalid('authorization_code'));
  if (amount > detail.amount) return fail(422, errors.invalid('capture_amount'));
  const now = context.now();
  context.store.update(() => {
    detail.status = 'CAPTURED';
    detail.capturedAmount = amount;
  });
  return {
    status: 200,
    body: { authorization_code: detail.authorization_code, authorization_date: now.toISOString(), captured_amount: amount, response_code: RESPONSE_CODE.approved },
  };
};
