import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CheckoutStarted } from '../../../shared/billing';
import { billingKeys } from '../../../shared/data/keys';
import { checkDigit } from '../../../shared/rut';
import { dynamo } from '../../../lambdas/lib/clients/dynamo';
import { env } from '../../../lambdas/lib/env';
import { CHARGES_PATH } from '../emulators/transbank';
import { signIn, type startTestStack } from './local-stack';

/**
 * The billing integration tests' moves on the local stack, as a browser and Webpay make them: register,
 * take a plan through Webpay's card form (the Transbank emulator's), follow the return, run the billing
 * job through its queue, and read what Transbank charged.
 */
export type TestStack = Awaited<ReturnType<typeof startTestStack>>;

export interface ApiAnswer {
  status: number;
  body: unknown;
}

export const api = async (stack: TestStack, method: string, pathname: string, token: string, body?: unknown): Promise<ApiAnswer> => {
  const response = await fetch(`${stack.urls.app}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as unknown };
};

let issued = 0;
/** A valid RUT no other test of this process used: a body from the process id and a counter, and its check digit. */
export const freshRut = (): string => {
  issued += 1;
  const body = String(30_000_000 + ((process.pid % 1000) * 10_000 + issued) % 60_000_000);
  return `${body}-${checkDigit(body)}`;
};

/** Registers through the API and activates the account (the person followed the link), then signs in. */
export const register = async (stack: TestStack, rut = freshRut()): Promise<{ uid: string; email: string; token: string }> => {
  const email = `suscriptor.${rut.replace(/\W/g, '').toLowerCase()}@prueba.cl`;
  const response = await fetch(`${stack.urls.app}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Sara', lastName: 'Suscriptora', rut, birthDate: '1980-05-20', email, password: 'secreta1', acceptTerms: true }),
  });
  if (response.status !== 201) throw new Error(`Registration failed: ${response.status} ${await response.text()}`);
  const { uid } = (await response.json()) as { uid: string };
  await dynamo.send(new UpdateCommand({ TableName: env().TABLE_USERS, Key: { uid }, UpdateExpression: 'SET activated = :yes', ExpressionAttributeValues: { ':yes': true } }));
  return { uid, email, token: await signIn(stack, email, 'secreta1') };
};

export const adminToken = (stack: TestStack): Promise<string> => signIn(stack, 'admin@beneficios.local', 'Admin1234!');

/** What Webpay's page sends the browser back with: the form's method, where, and its fields. */
export interface WebpayReturn {
  method: string;
  action: string;
  fields: Record<string, string>;
}

const returnFormOf = (html: string): WebpayReturn => {
  const form = /<form id="volver" method="(get|post)" action="([^"]+)">/.exec(html);
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
  // The gateway listens on 127.0.0.1; SITE_URL names localhost.
  return { method: (form?.[1] ?? 'get').toUpperCase(), action: (form?.[2] ?? '').replace(/&amp;/g, '&').replace('localhost', '127.0.0.1'), fields };
};

/** The person on Webpay's card form: opens it with the token, types the card (or aborts); answers the return form, not yet followed. */
export const fillCardForm = async (stack: TestStack, checkout: CheckoutStarted, card = '4051885600446623', behaviour = 'approve', action: 'inscribir' | 'anular' = 'inscribir'): Promise<WebpayReturn> => {
  await fetch(checkout.url, { method: 'POST', body: new URLSearchParams({ TBK_TOKEN: checkout.token }) });
  const submitted = await fetch(`${stack.urls.transbank}/webpayserver/inscripcion`, {
    method: 'POST',
    body: new URLSearchParams({ TBK_TOKEN: checkout.token, card_number: card, behaviour, action }),
  });
  return returnFormOf(await submitted.text());
};

/** The browser follows the return form to our API: answers where our 303 sends it. */
export const followReturn = async (form: WebpayReturn): Promise<{ status: number; location: string }> => {
  const query = new URLSearchParams(form.fields).toString();
  const response =
    form.method === 'GET' ? await fetch(`${form.action}?${query}`, { redirect: 'manual' }) : await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields), redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') ?? '' };
};

/** Starts a checkout through the API. */
export const startCheckout = async (stack: TestStack, token: string, body: unknown): Promise<CheckoutStarted> => {
  const answer = await api(stack, 'POST', '/api/billing/checkout', token, body);
  if (answer.status !== 201) throw new Error(`Checkout refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as CheckoutStarted;
};

/** A charge as the emulator keeps it. */
export interface EmulatedCharge {
  buy_order: string;
  username: string;
  card_number: string;
  transaction_date: string;
  details: { amount: number; status: string; response_code: number; balance: number }[];
}

/** Every charge Transbank (the emulator) made to this username. */
export const chargesOf = async (stack: TestStack, username: string): Promise<EmulatedCharge[]> =>
  ((await (await fetch(`${stack.urls.transbank}${CHARGES_PATH}?username=${encodeURIComponent(username)}`)).json()) as { transactions: EmulatedCharge[] }).transactions;

/** The billing job at `at`, as EventBridge Scheduler starts it: the driver's walks through the queue to the worker, then everything it set off. */
export const runBillingJob = async (stack: TestStack, at: string): Promise<void> => {
  const { handler } = await import('../../../lambdas/jobs/billing');
  await handler({ at });
  await stack.settle();
};

/** Moves a subscription's renewal into `end`'s month (taken on 15 June: periods anchored to the 15th), so that the job charges it on days 1–5 of that month. */
export const renewsOn = async (uid: string, end = '2026-12-15'): Promise<void> => {
  await dynamo.send(
    new UpdateCommand({
      TableName: env().TABLE_BILLING,
      Key: billingKeys.subscription(uid),
      UpdateExpression: 'SET currentPeriodStart = :start, currentPeriodEnd = :end, renewalMonth = :month, createdAt = :created',
      ExpressionAttributeValues: { ':start': '2026-06-15', ':end': end, ':month': end.slice(0, 7), ':created': '2026-06-15T15:00:00.000Z' },
    }),
  );
};
