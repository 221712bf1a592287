import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IntegrationApiKeys, IntegrationCommerceCodes, Oneclick, Options, TransactionDetail } from 'transbank-sdk';
import { startTransbankEmulator, type TransbankEmulator, type TransbankEmulatorOptions } from './emulators/transbank';

// The real transbank-sdk against the local emulator: the SDK's base URL is `Options.environment`.
jest.setTimeout(60_000);

const MALL = IntegrationCommerceCodes.ONECLICK_MALL;
const STORE_1 = IntegrationCommerceCodes.ONECLICK_MALL_CHILD1;
const STORE_2 = IntegrationCommerceCodes.ONECLICK_MALL_CHILD2;
const KEY = IntegrationApiKeys.WEBPAY;
const RESPONSE_URL = 'http://127.0.0.1:3000/api/pagos/oneclick/retorno';

let dataDir: string;
let emulator: TransbankEmulator;
const started: TransbankEmulator[] = [];

const start = async (extra: Partial<TransbankEmulatorOptions> = {}) => {
  const running = await startTransbankEmulator({ port: 0, dataDir, ...extra });
  started.push(running);
  return running;
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'transbank-emulator-'));
  emulator = await start();
});
afterAll(async () => {
  await Promise.all(started.map((running) => running.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

const options = (overrides: { commerceCode?: string; apiKey?: string; timeout?: number; url?: string } = {}) =>
  new Options(overrides.commerceCode ?? MALL, overrides.apiKey ?? KEY, overrides.url ?? emulator.url, overrides.timeout);
const inscriptions = (overrides?: Parameters<typeof options>[0]) => new Oneclick.MallInscription(options(overrides));
const transactions = (overrides?: Parameters<typeof options>[0]) => new Oneclick.MallTransaction(options(overrides));

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

interface ReturnForm {
  action: string;
  method: string;
  fields: Record<string, string>;
  csp: string;
}

/** The browser's part: POST TBK_TOKEN to url_webpay, then the card form; returns the auto-submitted return form. */
const cardForm = async (urlWebpay: string, token: string, fields: Record<string, string>): Promise<ReturnForm> => {
  const page = await fetch(urlWebpay, { method: 'POST', body: new URLSearchParams({ TBK_TOKEN: token }) });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('value="4051885600446623"');
  const submitted = await fetch(`${emulator.url}/webpayserver/inscripcion`, {
    method: 'POST',
    body: new URLSearchParams({ TBK_TOKEN: token, card_number: '4051885600446623', behaviour: 'card', action: 'inscribir', ...fields }),
  });
  expect(submitted.status).toBe(200);
  const text = await submitted.text();
  const form = /<form id="volver" method="(\w+)" action="([^"]+)">/.exec(text);
  const inputs = [...text.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)];
  return {
    method: form?.[1] ?? '',
    action: (form?.[2] ?? '').replace(/&amp;/g, '&'),
    fields: Object.fromEntries(inputs.map((match) => [match[1] ?? '', match[2] ?? ''])),
    csp: submitted.headers.get('content-security-policy') ?? '',
  };
};

/** A finished inscription: its tbk_user. */
const inscribe = async (username: string, fields: Record<string, string> = {}, mall = MALL): Promise<string> => {
  const { token, url_webpay } = (await inscriptions({ commerceCode: mall }).start(username, `${username}@example.cl`, RESPONSE_URL)) as { token: string; url_webpay: string };
  await cardForm(url_webpay, token, fields);
  const finished = (await inscriptions({ commerceCode: mall }).finish(token)) as { response_code: number; tbk_user: string };
  expect(finished.response_code).toBe(0);
  return finished.tbk_user;
};

const charge = (username: string, tbkUser: string, buyOrder: string, amounts: number[], overrides?: Parameters<typeof options>[0]) =>
  transactions(overrides).authorize(
    username,
    tbkUser,
    buyOrder,
    amounts.map((amount, index) => new TransactionDetail(amount, index === 0 ? STORE_1 : STORE_2, `${buyOrder}-${index + 1}`)),
  ) as Promise<{ buy_order: string; card_detail: { card_number: string }; details: { status: string; response_code: number; amount: number; authorization_code: string; buy_order: string; balance?: number }[] }>;

const rawApi = (pathname: string, init: { method: string; body?: unknown; headers?: Record<string, string> }) =>
  fetch(`${emulator.url}/rswebpaytransaction/api/oneclick/v1.2${pathname}`, {
    method: init.method,
    headers: { 'Tbk-Api-Key-Id': MALL, 'Tbk-Api-Key-Secret': KEY, 'Content-Type': 'application/json', ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

test('inscription start → card form → TBK_TOKEN posted back → finish → approved charge and its status', async () => {
  const username = unique('ana');
  const started = (await inscriptions().start(username, 'ana@example.cl', RESPONSE_URL)) as { token: string; url_webpay: string };
  expect(started.token).toMatch(/^[0-9a-f]{64}$/);
  expect(started.url_webpay).toBe(`${emulator.url}/webpayserver/bp_multicode_inscription.cgi`);

  const back = await cardForm(started.url_webpay, started.token, {});
  expect(back).toMatchObject({ method: 'get', action: RESPONSE_URL, fields: { TBK_TOKEN: started.token } });
  expect(back.csp).toContain("form-action http://127.0.0.1:3000");

  const finished = (await inscriptions().finish(started.token)) as Record<string, unknown>;
  expect(finished).toMatchObject({ response_code: 0, card_type: 'Visa', card_number: 'XXXXXXXXXXXX6623' });
  expect(finished.tbk_user).toEqual(expect.any(String));
  expect(finished.authorization_code).toMatch(/^\d{6}$/);
  await expect(inscriptions().finish(started.token)).rejects.toThrow('Invalid value for parameter: token');

  const buyOrder = unique('OC');
  const authorized = await charge(username, finished.tbk_user as string, buyOrder, [5990, 1000]);
  expect(authorized).toMatchObject({ buy_order: buyOrder, card_detail: { card_number: '6623' } });
  expect(authorized.details).toEqual([
    expect.objectContaining({ amount: 5990, status: 'AUTHORIZED', response_code: 0, authorization_code: '1213', commerce_code: STORE_1, payment_type_code: 'VN' }),
    expect.objectContaining({ amount: 1000, status: 'AUTHORIZED', response_code: 0, commerce_code: STORE_2 }),
  ]);
  expect(await transactions().status(buyOrder)).toMatchObject({ buy_order: buyOrder, details: authorized.details });
});

test('the cancel button posts TBK_TOKEN, TBK_ORDEN_COMPRA and TBK_ID_SESION; the token cannot be finished', async () => {
  const { token, url_webpay } = (await inscriptions().start(unique('abort'), 'abort@example.cl', RESPONSE_URL)) as { token: string; url_webpay: string };
  const back = await cardForm(url_webpay, token, { action: 'anular' });
  expect(back.method).toBe('post');
  expect(Object.keys(back.fields).sort()).toEqual(['TBK_ID_SESION', 'TBK_ORDEN_COMPRA', 'TBK_TOKEN']);
  expect(back.fields.TBK_TOKEN).toBe(token);
  expect(back.fields.TBK_ORDEN_COMPRA).toMatch(/^OC\w+$/);
  expect(back.fields.TBK_ID_SESION).toMatch(/^\w+$/);
  await expect(inscriptions().finish(token)).rejects.toThrow('Invalid value for parameter: token');
});

test('a rejecting test card fails the inscription; an unknown tbk_user is refused with HTTP 500', async () => {
  const username = unique('rechazo');
  const { token, url_webpay } = (await inscriptions().start(username, 'r@example.cl', RESPONSE_URL)) as { token: string; url_webpay: string };
  await cardForm(url_webpay, token, { card_number: '5186059559590568' });
  expect(await inscriptions().finish(token)).toMatchObject({ response_code: -1, tbk_user: null, card_type: 'MasterCard', card_number: 'XXXXXXXXXXXX0568' });

  await expect(charge(username, 'no-such-tbk-user', unique('OC'), [1000])).rejects.toThrow('status code 500');
});

test('"Rechazar" makes later charges fail with a negative code; the index page switches it back to "Aprobar"', async () => {
  const username = unique('bea');
  const tbkUser = await inscribe(username, { behaviour: 'reject' });
  const rejected = await charge(username, tbkUser, unique('OC'), [2000]);
  expect(rejected.details[0]).toMatchObject({ status: 'FAILED', response_code: -1, authorization_code: '000000' });
  expect(await transactions().status(rejected.buy_order)).toMatchObject({ details: [expect.objectContaining({ status: 'FAILED' })] });

  const state = JSON.parse(readFileSync(path.join(dataDir, 'state.json'), 'utf8')) as { inscriptions: { tbkUser?: string; token: string }[] };
  const token = state.inscriptions.find((inscription) => inscription.tbkUser === tbkUser)?.token ?? '';
  const index = await (await fetch(`${emulator.url}/`)).text();
  expect(index).toContain(tbkUser);
  const saved = await fetch(`${emulator.url}/emulador/comportamiento`, { method: 'POST', body: new URLSearchParams({ TBK_TOKEN: token, behaviour: 'approve' }), redirect: 'manual' });
  expect(saved.status).toBe(303);
  expect((await charge(username, tbkUser, unique('OC'), [2000])).details[0]).toMatchObject({ status: 'AUTHORIZED', response_code: 0 });
});

test('"Sin respuesta (timeout)": no answer reaches the SDK, and the charge exists: status tells', async () => {
  // An emulator of its own (its own dataDir) that holds withheld answers for 2 s.
  const ownDir = mkdtempSync(path.join(tmpdir(), 'transbank-timeout-'));
  const main = emulator;
  emulator = await start({ dataDir: ownDir, timeoutDelayMs: 2000 });
  try {
    const username = unique('tim');
    const tbkUser = await inscribe(username, { behaviour: 'timeout' });
    const buyOrder = unique('OC');
    // The emulator closes the connection after its delay, with no answer.
    await expect(charge(username, tbkUser, buyOrder, [3000])).rejects.toThrow('Unexpected error');
    // The SDK's own timeout, shorter than the emulator's hold.
    const startedAt = Date.now();
    await expect(charge(username, tbkUser, unique('OC'), [3000], { timeout: 300 })).rejects.toThrow(/timeout of 300ms exceeded/);
    expect(Date.now() - startedAt).toBeLessThan(1500);

    const status: unknown = await transactions().status(buyOrder);
    expect(status).toMatchObject({ details: [expect.objectContaining({ status: 'AUTHORIZED', amount: 3000 })] });
  } finally {
    emulator = main;
    rmSync(ownDir, { recursive: true, force: true });
  }
});

test('a repeated buy order is charged again: no public source says Transbank refuses one, so the emulator takes the worst case', async () => {
  const username = unique('dup');
  const tbkUser = await inscribe(username);
  const buyOrder = unique('OC');
  const first = await charge(username, tbkUser, buyOrder, [4000]);
  const second = await charge(username, tbkUser, buyOrder, [4000]);
  expect(second.details[0]).toMatchObject({ status: 'AUTHORIZED' });
  // status answers the first charge of that buy order.
  expect(await transactions().status(buyOrder)).toEqual(expect.objectContaining({ details: first.details }));
  const state = JSON.parse(readFileSync(path.join(dataDir, 'state.json'), 'utf8')) as { transactions: { buy_order: string }[] };
  expect(state.transactions.filter((transaction) => transaction.buy_order === buyOrder)).toHaveLength(2);
});

test('refunds: the full amount at once is a reversal; partial amounts are nullifications down to a zero balance', async () => {
  const username = unique('ref');
  const tbkUser = await inscribe(username);
  const reversed = await charge(username, tbkUser, unique('OC'), [5000]);
  expect(await transactions().refund(reversed.buy_order, STORE_1, `${reversed.buy_order}-1`, 5000)).toEqual({ type: 'REVERSED' });
  expect(await transactions().status(reversed.buy_order)).toMatchObject({ details: [expect.objectContaining({ status: 'REVERSED' })] });
  await expect(transactions().refund(reversed.buy_order, STORE_1, `${reversed.buy_order}-1`, 5000)).rejects.toThrow('Transaction already fully refunded');

  const nullified = await charge(username, tbkUser, unique('OC'), [5000]);
  const child = `${nullified.buy_order}-1`;
  expect(await transactions().refund(nullified.buy_order, STORE_1, child, 2000)).toMatchObject({ type: 'NULLIFIED', nullified_amount: 2000, balance: 3000, response_code: 0 });
  expect(await transactions().status(nullified.buy_order)).toMatchObject({ details: [expect.objectContaining({ status: 'PARTIALLY_NULLIFIED', balance: 3000 })] });
  await expect(transactions().refund(nullified.buy_order, STORE_1, child, 4000)).rejects.toThrow('Invalid value for parameter: amount');
  expect(await transactions().refund(nullified.buy_order, STORE_1, child, 3000)).toMatchObject({ type: 'NULLIFIED', balance: 0 });
  expect(await transactions().status(nullified.buy_order)).toMatchObject({ details: [expect.objectContaining({ status: 'NULLIFIED', balance: 0 })] });
});

test('deferred capture on the deferred-capture mall', async () => {
  const deferredMall = IntegrationCommerceCodes.ONECLICK_MALL_DEFERRED;
  const username = unique('cap');
  const tbkUser = await inscribe(username, {}, deferredMall);
  const buyOrder = unique('OC');
  const child = IntegrationCommerceCodes.ONECLICK_MALL_CHILD1_DEFERRED;
  await transactions({ commerceCode: deferredMall }).authorize(username, tbkUser, buyOrder, [new TransactionDetail(7000, child, `${buyOrder}-1`)]);
  expect(await transactions({ commerceCode: deferredMall }).capture(child, `${buyOrder}-1`, '1213', 7000)).toMatchObject({ captured_amount: 7000, response_code: 0 });
  await expect(transactions().capture(STORE_1, `${buyOrder}-1`, '1213', 7000)).rejects.toThrow('Invalid value for parameter: commerce_code');
});

test('API keys and bodies are checked like Transbank: 401 and 422 with error_message', async () => {
  await expect(inscriptions({ apiKey: 'wrong' }).start('x', 'x@example.cl', RESPONSE_URL)).rejects.toThrow('not authorized');
  await expect(transactions({ commerceCode: '597055555532' }).status('OC1')).rejects.toThrow('not authorized');
  const unauthorized = await rawApi('/transactions/OC1', { method: 'GET', headers: { 'Tbk-Api-Key-Secret': 'nope' } });
  expect(unauthorized.status).toBe(401);
  expect(await unauthorized.json()).toEqual({ error_message: 'not authorized' });

  const missing = await rawApi('/inscriptions', { method: 'POST', body: { username: 'x', response_url: RESPONSE_URL } });
  expect(missing.status).toBe(422);
  expect(await missing.json()).toEqual({ error_message: 'email is required!' });
  const badAmount = await rawApi('/transactions', { method: 'POST', body: { username: 'x', tbk_user: 'y', buy_order: unique('OC'), details: [{ commerce_code: STORE_1, buy_order: 'c', amount: -5 }] } });
  expect(await badAmount.json()).toEqual({ error_message: 'Invalid value for parameter: amount' });
  const notFound = await rawApi('/transactions/no-such-order', { method: 'GET' });
  expect(notFound.status).toBe(422);
  await expect(transactions().status('no-such-order')).rejects.toThrow('buy order not found');
});

test('a deleted inscription answers 204 and cannot be charged', async () => {
  const username = unique('del');
  const tbkUser = await inscribe(username);
  expect(await inscriptions().delete(tbkUser, username)).toBe(true);
  await expect(charge(username, tbkUser, unique('OC'), [1000])).rejects.toThrow('status code 500');
  await expect(inscriptions().delete(tbkUser, username)).rejects.toThrow('Inscription not found');
});

test('inscriptions and charges survive a restart (state in dataDir)', async () => {
  const username = unique('per');
  const tbkUser = await inscribe(username);
  const buyOrder = unique('OC');
  const authorized = await charge(username, tbkUser, buyOrder, [1500]);
  await emulator.stop();
  started.splice(started.indexOf(emulator), 1);
  emulator = await start();

  expect(await transactions().status(buyOrder)).toMatchObject({ buy_order: buyOrder, details: authorized.details });
  expect((await charge(username, tbkUser, unique('OC'), [1500])).details[0]).toMatchObject({ status: 'AUTHORIZED' });
});
