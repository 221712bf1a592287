import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError, fail, parseBody, type ApiContext, type ApiResult, type Body, type Call } from './body';
import { errors, INSCRIPTION_PAGE_PATH, LENGTHS, ONECLICK_PREFIX, RESPONSE_CODE, testCardFor } from './constants';
import { findInscriptionByTbkUser, findInscriptionByToken } from './store';
import { authorize, capture, refund, status } from './transactions';

/**
 * The Oneclick Mall REST API as transbank-sdk 6.1.1 calls it: `Tbk-Api-Key-Id` / `Tbk-Api-Key-Secret`
 * on every call, JSON bodies, `{ "error_message": ... }` on errors (HTTP 400/401/404/405/422),
 * 204 with no body for a deleted inscription.
 */

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

export const handleApi = (context: ApiContext, method: string, pathname: string, headers: IncomingHttpHeaders, rawBody: string): ApiResult => {
  const mallCode = header(headers, 'tbk-api-key-id') ?? '';
  const mall = context.malls[mallCode];
  if (!mall || header(headers, 'tbk-api-key-secret') !== mall.secret) return fail(401, errors.notAuthorized);
  const route = pathname.slice(ONECLICK_PREFIX.length);
  try {
    const body = () => parseBody(rawBody);
    const call = { context, mallCode, mall };
    if (route === '/inscriptions') {
      if (method === 'POST') return startInscription(call, body());
      if (method === 'DELETE') return deleteInscription(call, body());
      return fail(405, errors.methodNotAllowed);
    }
    const token = /^\/inscriptions\/([^/]+)$/.exec(route)?.[1];
    if (token !== undefined) return method === 'PUT' ? finishInscription(call, decodeURIComponent(token)) : fail(405, errors.methodNotAllowed);
    if (route === '/transactions') return method === 'POST' ? authorize(call, body()) : fail(405, errors.methodNotAllowed);
    if (route === '/transactions/capture') return method === 'PUT' ? capture(call, body()) : fail(405, errors.methodNotAllowed);
    const refundOf = /^\/transactions\/([^/]+)\/refunds$/.exec(route)?.[1];
    if (refundOf !== undefined) return method === 'POST' ? refund(call, decodeURIComponent(refundOf), body()) : fail(405, errors.methodNotAllowed);
    const statusOf = /^\/transactions\/([^/]+)$/.exec(route)?.[1];
    if (statusOf !== undefined) return method === 'GET' ? status(call, decodeURIComponent(statusOf)) : fail(405, errors.methodNotAllowed);
    if (route === '/bin_info') return method === 'POST' ? binInfo(call, body()) : fail(405, errors.methodNotAllowed);
    return fail(404, errors.notFound);
  } catch (error) {
    if (error instanceof ApiError) return fail(error.status, error.message);
    throw error;
  }
};


const startInscription = ({ context, mallCode }: Call, body: Body): ApiResult => {
  const username = body.text('username', LENGTHS.username);
  const email = body.text('email', LENGTHS.email);
  // transbank-sdk-php `it_fails_creating_an_inscription_with_invalid_email`: "Invalid value for parameter: email".
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fail(422, errors.invalid('email'));
  const responseUrl = body.text('response_url', LENGTHS.responseUrl);
  if (!isHttpUrl(responseUrl)) return fail(422, errors.invalid('response_url'));
  const token = randomBytes(32).toString('hex');
  context.store.update((state) => {
    state.inscriptions.push({ token, mallCode, username, email, responseUrl, status: 'started', createdAt: context.now().toISOString() });
  });
  return { status: 200, body: { token, url_webpay: `${context.baseUrl}${INSCRIPTION_PAGE_PATH}` } };
};

const finishInscription = ({ context, mallCode }: Call, token: string): ApiResult => {
  if (token.length > LENGTHS.token) return fail(422, errors.invalid('token'));
  const inscription = findInscriptionByToken(context.store.state, token);
  // Unknown, another mall's, aborted, or already finished: the token is not valid.
  if (inscription?.mallCode !== mallCode || !['started', 'timedout', 'enrolled', 'rejected'].includes(inscription.status)) {
    return fail(422, errors.invalid('token'));
  }
  const now = context.now();
  const late = inscription.returnedAt !== undefined && now.getTime() - Date.parse(inscription.returnedAt) > context.finishWindowMs;
  // The card form was never completed (left open, timed out), or finish came too late: nothing is inscribed.
  if (inscription.status === 'started' || inscription.status === 'timedout' || late) {
    context.store.update(() => void (inscription.status = late ? 'expired' : 'timedout'));
    return { status: 200, body: { response_code: RESPONSE_CODE.notFinished, tbk_user: null } };
  }
  const card = testCardFor(inscription.cardNumber ?? '');
  const maskedNumber = `XXXXXXXXXXXX${card.number.slice(-4)}`;
  if (inscription.status === 'rejected') {
    context.store.update(() => void (inscription.status = 'finished'));
    return {
      status: 200,
      body: { response_code: RESPONSE_CODE.rejected, tbk_user: null, authorization_code: '000000', card_type: card.cardType, card_number: maskedNumber },
    };
  }
  const tbkUser = randomUUID();
  const authorizationCode = String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000));
  context.store.update((state) => {
    // One card per username: the new inscription makes the previous one's tbk_user invalid (documentacion/oneclick).
    for (const previous of state.inscriptions) {
      if (previous.mallCode === mallCode && previous.username === inscription.username && previous.status === 'finished' && previous.tbkUser) previous.status = 'replaced';
    }
    Object.assign(inscription, { status: 'finished', tbkUser, authorizationCode });
  });
  return {
    status: 200,
    body: { response_code: RESPONSE_CODE.approved, tbk_user: tbkUser, authorization_code: authorizationCode, card_type: card.cardType, card_number: maskedNumber },
  };
};

const deleteInscription = ({ context, mallCode }: Call, body: Body): ApiResult => {
  const tbkUser = body.text('tbk_user', LENGTHS.tbkUser);
  const username = body.text('username', LENGTHS.username);
  const inscription = findInscriptionByTbkUser(context.store.state, tbkUser);
  if (inscription?.mallCode !== mallCode || inscription.username !== username || inscription.status !== 'finished') {
    return fail(404, errors.inscriptionNotFound);
  }
  context.store.update(() => void (inscription.status = 'deleted'));
  return { status: 204 };
};

const binInfo = ({ context, mallCode }: Call, body: Body): ApiResult => {
  const tbkUser = body.text('tbk_user', LENGTHS.tbkUser);
  const inscription = findInscriptionByTbkUser(context.store.state, tbkUser);
  if (inscription?.mallCode !== mallCode || inscription.status !== 'finished') return fail(404, errors.inscriptionNotFound);
  const card = testCardFor(inscription.cardNumber ?? '');
  const paymentType = card.debit ? 'Debito' : card.cardType === 'Prepago' ? 'Prepago' : 'Credito';
  return { status: 200, body: { bin_issuer: 'TEST COMMERCE BANK', bin_payment_type: paymentType, bin_brand: card.cardType } };
};
