import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIRequestContext, Page } from '@playwright/test';
import { authKeys } from '../shared/data/keys';
import { checkDigit, formatRut } from '../shared/rut';
import { LOCAL_CREDENTIALS, LOCAL_PREFIX, LOCAL_REGION } from '../infra/local/config';
import { e2eStack } from './stack';

/** Helpers for browser tests: mails from the SES emulator, fresh users, and the tables. */
export interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string };
}

export const mailsTo = async (address: string, count = 1): Promise<StoredMail[]> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { emails } = (await (await fetch(e2eStack.mailStoreUrl)).json()) as { emails: StoredMail[] };
    const mine = emails.filter((mail) => mail.destination.to.includes(address));
    if (mine.length >= count || Date.now() > deadline) return mine;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};

export const linkIn = (mail: StoredMail | undefined, pathPrefix: string): string => {
  const match = new RegExp(`https?://\\S+(${pathPrefix}\\S+)`).exec(mail?.body.text ?? '');
  if (!match?.[1]) throw new Error(`No ${pathPrefix} link in ${mail?.subject ?? 'no mail'}`);
  return match[1];
};

let counter = 0;
/** A unique e-mail and a valid, unused RUT for each test run. */
export const freshIdentity = (label: string) => {
  counter += 1;
  const seed = `${Date.now() % 1_000_000}${counter}`.slice(-7);
  const body = String(20_000_000 + Number(seed));
  return { email: `${label}.${seed}@example.cl`, rut: formatRut(`${body}${checkDigit(body)}`) };
};

/**
 * Forgets this machine's count of registrations (the API allows 60 an address every 15 minutes, and every
 * browser test registers from 127.0.0.1): the suite registers more than that in its run. The limit itself
 * is tested at the handler (lambdas/http/accounts/post-register.test.ts, "answers 429 … past the limit per IP").
 */
export const forgetRegistrationCount = async (): Promise<void> => {
  const TableName = `${LOCAL_PREFIX}-auth`;
  const { pk } = authKeys.rate('register-ip', '127.0.0.1', 0);
  const counted = await e2eDynamo.send(new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :limit)', ExpressionAttributeValues: { ':pk': pk, ':limit': 'register-ip#' } }));
  for (const item of counted.Items ?? []) await e2eDynamo.send(new DeleteCommand({ TableName, Key: { pk: String(item.pk), sk: String(item.sk) } }));
};

export const registerViaApi = async (request: APIRequestContext, label: string, extra: Record<string, unknown> = {}) => {
  await forgetRegistrationCount();
  const identity = freshIdentity(label);
  const body = { firstName: 'Paula', lastName: 'Muñoz', rut: identity.rut, birthDate: '1992-03-14', email: identity.email, password: 'clave123', acceptTerms: true, ...extra };
  const response = await request.post('/api/register', { data: body });
  if (response.status() !== 201) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const user = (await response.json()) as { uid: string };
  return { ...identity, uid: user.uid, password: 'clave123' };
};

/** A company account (`enterprise`), registered through the API as /register?role=enterprise does. */
export const registerCompanyViaApi = async (request: APIRequestContext, label: string, extra: Record<string, unknown> = {}) => {
  await forgetRegistrationCount();
  const identity = freshIdentity(label);
  const body = { legalName: 'Panadería Los Aromos SpA', rut: identity.rut, comuna: 'Viña del Mar', region: 'Valparaíso', contactFirstName: 'Marta', contactLastName: 'Aromos', contactPhone: '+56 9 5555 1234', email: identity.email, password: 'clave123', acceptTerms: true, ...extra };
  const response = await request.post('/api/register/company', { data: body });
  if (response.status() !== 201) throw new Error(`register company failed: ${response.status()} ${await response.text()}`);
  const user = (await response.json()) as { uid: string };
  return { ...identity, uid: user.uid, password: 'clave123' };
};

/** Activates an account through the link of its welcome mail, as the activation page does. */
export const activateViaMail = async (request: APIRequestContext, email: string): Promise<void> => {
  const link = new URL(linkIn((await mailsTo(email))[0], '/activate/'), e2eStack.baseUrl);
  const response = await request.post('/api/activate', { data: { uid: link.pathname.split('/').pop(), token: new URLSearchParams(link.hash.slice(1)).get('token') } });
  if (response.status() !== 200) throw new Error(`activate failed: ${response.status()} ${await response.text()}`);
};

export const e2eDynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, endpoint: `http://127.0.0.1:${e2eStack.env.DYNAMODB_PORT}` }),
);
export const usersTable = `${LOCAL_PREFIX}-users`;

/** Fills /register in normal mode and submits it (terms accepted). */
export const submitRegisterForm = async (
  page: Page,
  person: { firstName: string; lastName: string; rut: string; birthDate: string; email: string; password: string },
): Promise<void> => {
  await page.getByLabel('Nombre').fill(person.firstName);
  await page.getByLabel('Apellido').fill(person.lastName);
  await page.getByLabel('RUT').pressSequentially(person.rut);
  await page.getByLabel('Fecha de nacimiento').fill(person.birthDate);
  await page.getByLabel('Correo electrónico').fill(person.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
  await page.getByLabel('Confirmar contraseña').fill(person.password);
  await page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).check({ force: true });
  await page.getByRole('button', { name: 'Registrate' }).click();
};
