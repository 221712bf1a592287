import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IntegrationApiKeys, IntegrationCommerceCodes, Oneclick, Options, TransactionDetail } from 'transbank-sdk';
import { ONECLICK_PREFIX } from './constants';
import { startTransbankEmulator, type TransbankEmulator, type TransbankEmulatorOptions } from './index';

/**
 * The Oneclick Mall contract, case by case, each with its public source (README.md beside this file).
 * By default it runs against the emulator. `TRANSBANK_CONTRACT_URL=https://webpay3gint.transbank.cl`
 * runs the cases that need no card form against Transbank's integration environment instead (with
 * its public test credentials); the card-form cases need a person at Webpay's page and run only
 * against the emulator. Not run in CI: the integration environment is Transbank's, shared and slow.
 */
jest.setTimeout(60_000);

const remote = process.env.TRANSBANK_CONTRACT_URL;
const MALL = IntegrationCommerceCodes.ONECLICK_MALL;
const STORE_1 = IntegrationCommerceCodes.ONECLICK_MALL_CHILD1;
const KEY = IntegrationApiKeys.WEBPAY;
const RESPONSE_URL = 'http://127.0.0.1:3000/api/billing/oneclick-return';
const APPROVING_CREDIT = '4051885600446623';
const APPROVING_DEBIT = '4051884239937763';
const REJECTING = '5186059559590568';

let dataDir: string;
let emulator: TransbankEmulator | undefined;
/** The emulator's clock runs `offsetMs` ahead of the real one. */
let offsetMs = 0;
const started: TransbankEmulator[] = [];

const startEmulator = async (extra: Partial<TransbankEmulatorOptions> = {}) => {
  const running = await startTransbankEmulator({ port: 0, dataDir: mkdtempSync(path.join(dataDir, 'run-')), now: () => new Date(Date.now() + offsetMs), ...extra });
  started.push(running);
  return running;
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'transbank-contract-'));
  if (!remote) emulator = await startEmulator();
});
afterAll(async () => {
  await Promise.all(started.map((running) => running.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  offsetMs = 0;
});

const baseUrl = (): string => remote ?? emulator?.url ?? '';
const options = (url = baseUrl()) => new Options(MALL, KEY, url, 30_000);
const inscriptions = (url?: string) => new Oneclick.MallInscription(options(url));
const transactions = (url?: string) => new Oneclick.MallTransaction(options(url));

let counter = 0;
/** Buy orders and usernames unique across runs (the integration environment keeps everything). */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

const rawApi = async (pathname: string, method: string, body?: unknown): Promise<{ status: number; body: unknown }> => {
  const response = await fetch(`${baseUrl()}${ONECLICK_PREFIX}${pathname}`, {
    method,
    headers: { 'Tbk-Api-Key-Id': MALL, 'Tbk-Api-Key-Secret': KEY, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
};

interface Started {
  token: string;
  url_webpay: string;
}
const startInscription = async (username: string, url?: string): Promise<Started> =>
  (await inscriptions(url).start(username, `${username}@example.cl`, RESPONSE_URL)) as Started;

interface ReturnForm {
  method: string;
  action: string;
  fields: Record<string, string>;
}

/** What Webpay's page sends the browser back with: the auto-submitted form's method, action and fields. */
const returnFormOf = (html: string): ReturnForm => {
  const form = /<form id="volver" method="(\w+)" action="([^"]+)">/.exec(html);
  return {
    method: form?.[1]?.toUpperCase() ?? '',
    action: (form?.[2] ?? '').replace(/&amp;/g, '&'),
    fields: Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((match) => [match[1] ?? '', match[2] ?? ''])),
  };
};

/** The person at Webpay's card form (emulator only): opens url_webpay with TBK_TOKEN, then submits. */
const cardForm = async (on: TransbankEmulator, started: Started, fields: Record<string, string>): Promise<ReturnForm> => {
  const page = await fetch(started.url_webpay, { method: 'POST', body: new URLSearchParams({ TBK_TOKEN: started.token }) });
  expect(page.status).toBe(200);
  const submitted = await fetch(`${on.url}/webpayserver/inscripcion`, {
    method: 'POST',
    body: new URLSearchParams({ TBK_TOKEN: started.token, card_number: APPROVING_CREDIT, behaviour: 'card', action: 'inscribir', ...fields }),
  });
  return returnFormOf(await submitted.text());
};

interface Finished {
  response_code: number;
  tbk_user: string | null;
}
const inscribe = async (on: TransbankEmulator, username: string, card = APPROVING_CREDIT): Promise<string> => {
  const started = await startInscription(username, on.url);
  await cardForm(on, started, { card_number: card });
  const finished = (await inscriptions(on.url).finish(started.token)) as Finished;
  expect(finished.response_code).toBe(0);
  return finished.tbk_user ?? '';
};

interface Authorized {
  buy_order: string;
  details: { status: string; response_code: number; amount: number; buy_order: string }[];
}
const charge = async (on: TransbankEmulator, username: string, tbkUser: string, amount: number): Promise<Authorized> => {
  const buyOrder = unique('P');
  return (await transactions(on.url).authorize(username, tbkUser, buyOrder, [new TransactionDetail(amount, STORE_1, `C${buyOrder.slice(1)}`)])) as Authorized;
};

describe('Oneclick Mall v1.2, cases that need no card form', () => {
  test('start answers a token and the inscription page, url_webpay', async () => {
    const started = await startInscription(unique('u'));
    expect(started.token).toEqual(expect.any(String));
    expect(started.url_webpay).toMatch(/\/webpayserver\/bp_multicode_inscription\.cgi$/);
  });

  test('start checks its fields: a missing username and a malformed e-mail answer 422 with error_message', async () => {
    const missing = await rawApi('/inscriptions', 'POST', { username: '', email: 'a@example.cl', response_url: RESPONSE_URL });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toContain("username is required");
    await expect(inscriptions().start(unique('u'), 'not_an_email', RESPONSE_URL)).rejects.toThrow('Invalid value for parameter: email');
  });

  test('finish on an inscription whose card form was never completed answers response_code -96, no tbk_user', async () => {
    const started = await startInscription(unique('u'));
    expect(await inscriptions().finish(started.token)).toMatchObject({ response_code: -96 });
  });

  test('status of a buy order Transbank never received answers 422 "buy order not found"', async () => {
    const answer = await rawApi(`/transactions/${unique('NF')}`, 'GET');
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ error_message: "Invalid value for parameter: buy order not found" });
  });

  test('authorize with an unknown tbk_user answers HTTP 500', async () => {
    const buyOrder = unique('P');
    const answer = await rawApi('/transactions', 'POST', {
      username: unique('u'),
      tbk_user: 'fakeToken',
      buy_order: buyOrder,
      details: [{ commerce_code: STORE_1, buy_order: `C${buyOrder.slice(1)}`, amount: 1000, installments_number: 1 }],
    });
    expect(answer.status).toBe(500);
  });

  test('deleting an inscription that does not exist answers 404', async () => {
    expect((await rawApi('/inscriptions', 'DELETE', { tbk_user: 'fakeToken', username: unique('u') })).status).toBe(404);
  });

  test('a wrong API key secret answers 401', async () => {
    const response = await fetch(`${baseUrl()}${ONECLICK_PREFIX}/transactions/${unique('P')}`, { headers: { 'Tbk-Api-Key-Id': MALL, 'Tbk-Api-Key-Secret': 'wrong' } });
    expect(response.status).toBe(401);
  });
});

// The card form needs a person at Transbank's page: these cases exist against the emulator only.
const onEmulator = (name: string, cases: () => void): void => {
  if (!remote) describe(name, cases);
};
const emulatorOnly = (): TransbankEmulator => {
  if (!emulator) throw new Error('Runs against the emulator only');
  return emulator;
};

onEmulator('Oneclick Mall v1.2, the card form and charges (emulator)', () => {
  test('normal flow, approved or rejected: back by GET with only TBK_TOKEN', async () => {
    const on = emulatorOnly();
    for (const card of [APPROVING_CREDIT, REJECTING]) {
      const started = await startInscription(unique('u'), on.url);
      expect(await cardForm(on, started, { card_number: card })).toEqual({ method: 'GET', action: RESPONSE_URL, fields: { TBK_TOKEN: started.token } });
      expect(await inscriptions(on.url).finish(started.token)).toMatchObject({ response_code: card === REJECTING ? -1 : 0 });
    }
  });

  test('form timeout (10 minutes in integration): back by GET with only TBK_TOKEN; finish answers -96', async () => {
    const on = emulatorOnly();
    const started = await startInscription(unique('u'), on.url);
    offsetMs = 10 * 60_000 + 1000;
    const page = await fetch(started.url_webpay, { method: 'POST', body: new URLSearchParams({ TBK_TOKEN: started.token }) });
    expect(returnFormOf(await page.text())).toEqual({ method: 'GET', action: RESPONSE_URL, fields: { TBK_TOKEN: started.token } });
    expect(await inscriptions(on.url).finish(started.token)).toMatchObject({ response_code: -96, tbk_user: null });
  });

  test('abort ("Anular"): TBK_TOKEN, TBK_ORDEN_COMPRA and TBK_ID_SESION, by POST in integration and by GET in production', async () => {
    const on = emulatorOnly();
    for (const method of ['POST', 'GET']) {
      const started = await startInscription(unique('u'), on.url);
      const back = await cardForm(on, started, { action: 'anular', abort_method: method });
      expect(back.method).toBe(method);
      expect(Object.keys(back.fields).sort()).toEqual(['TBK_ID_SESION', 'TBK_ORDEN_COMPRA', 'TBK_TOKEN']);
      await expect(inscriptions(on.url).finish(started.token)).rejects.toThrow('Invalid value for parameter: token');
    }
  });

  test('finish more than 60 seconds after the return: the inscription is dropped (-96, no tbk_user)', async () => {
    const on = emulatorOnly();
    const started = await startInscription(unique('u'), on.url);
    await cardForm(on, started, {});
    offsetMs = 61_000;
    expect(await inscriptions(on.url).finish(started.token)).toMatchObject({ response_code: -96, tbk_user: null });
  });

  test('one card per username: a new inscription makes the previous tbk_user invalid (authorize answers 500)', async () => {
    const on = emulatorOnly();
    const username = unique('u');
    const first = await inscribe(on, username);
    const second = await inscribe(on, username);
    expect((await charge(on, username, second, 1000)).details[0]).toMatchObject({ status: 'AUTHORIZED', response_code: 0 });
    await expect(charge(on, username, first, 1000)).rejects.toThrow();
    const answer = await rawApi('/transactions', 'POST', { username, tbk_user: first, buy_order: unique('P'), details: [{ commerce_code: STORE_1, buy_order: unique('C'), amount: 1000 }] });
    expect(answer.status).toBe(500);
  });

  test('a charge answers response_code 0 and AUTHORIZED, or a negative code and FAILED; status tells the same', async () => {
    const on = emulatorOnly();
    const username = unique('u');
    const tbkUser = await inscribe(on, username);
    const authorized = await charge(on, username, tbkUser, 2000);
    expect(authorized.details[0]).toMatchObject({ status: 'AUTHORIZED', response_code: 0, amount: 2000 });
    expect(await transactions(on.url).status(authorized.buy_order)).toMatchObject({ details: authorized.details });
  });

  test('refunds: the full amount within 3 hours is REVERSED; later a NULLIFIED with a balance; nothing left answers "already fully refunded"', async () => {
    const on = emulatorOnly();
    const username = unique('u');
    const tbkUser = await inscribe(on, username);
    const first = await charge(on, username, tbkUser, 5000);
    const child = first.details[0]?.buy_order ?? '';
    expect(await transactions(on.url).refund(first.buy_order, STORE_1, child, 5000)).toEqual({ type: 'REVERSED' });
    await expect(transactions(on.url).refund(first.buy_order, STORE_1, child, 5000)).rejects.toThrow('Transaction already fully refunded');

    const second = await charge(on, username, tbkUser, 5000);
    const secondChild = second.details[0]?.buy_order ?? '';
    offsetMs = 3 * 60 * 60_000 + 1000;
    expect(await transactions(on.url).refund(second.buy_order, STORE_1, secondChild, 2000)).toMatchObject({ type: 'NULLIFIED', nullified_amount: 2000, balance: 3000, response_code: 0 });
    await expect(transactions(on.url).refund(second.buy_order, STORE_1, secondChild, 4000)).rejects.toThrow('Invalid value for parameter: amount');
  });

  test('refunds: debit cards only for the full amount; nothing after 90 days', async () => {
    const on = emulatorOnly();
    const username = unique('u');
    const tbkUser = await inscribe(on, username, APPROVING_DEBIT);
    const debit = await charge(on, username, tbkUser, 3000);
    const child = debit.details[0]?.buy_order ?? '';
    offsetMs = 4 * 60 * 60_000;
    await expect(transactions(on.url).refund(debit.buy_order, STORE_1, child, 1000)).rejects.toThrow('Invalid value for parameter: amount');
    offsetMs = 91 * 24 * 60 * 60_000;
    await expect(transactions(on.url).refund(debit.buy_order, STORE_1, child, 3000)).rejects.toThrow('Invalid value');
  });
});
