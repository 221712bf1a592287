import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ListUsersCommand, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, ListBucketsCommand, ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import { BatchWriteCommand, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { internshipKeys } from '../../../shared/data/keys';
import { OFFER_LIMITS, type Offer } from '../../../shared/internships';
import { APPLICATION_MESSAGE_MAX, THREAD_MESSAGE_MAX } from '../../../shared/students';
import { checkDigit } from '../../../shared/rut';
import type { LocalFaults } from '../faults';
import { localLiveSocketsGroup } from '../function-env';
import { fillCardForm, followReturn, renewsOn, runBillingJob, startCheckout } from './billing';
import { apiOf, demoAccounts, linkIn, mailsTo, signIn, startTestStack, type ApiAnswer } from './local-stack';
import { onePixelPng, uploadProfileImage } from './profile-images';

/**
 * The right to erasure, proven by looking everywhere (the erasure scan's integration test,
 * lambdas/admin/erasure-scan.int.test.ts, and `npm run bench -- --only erasure` run this one routine).
 * A person and a company get every kind of record the product writes, as they would through the API,
 * at volumes past one page of every index the erasure walks; an admin erases both; then every table,
 * every object version of every bucket, every queue, the dead letters, the user pool, every file the
 * stack keeps and every line it logged are read for their ids, e-mails, RUTs, names and phone numbers.
 */

type TestStack = Awaited<ReturnType<typeof startTestStack>>;

type Answer = ApiAnswer;

/** Who an account is, and the values of its own that no record may keep once it is erased. */
export interface Traces {
  uid: string;
  values: string[];
}

/** One record the stack keeps: its store (a table, the buckets, the user pool...), where in it, its text, and whether it may still name `uid` after the erasure. */
export interface StoredRecord {
  store: string;
  where: string;
  text: string;
  /** A table's item, as read. */
  item?: Record<string, unknown>;
  kept?: (uid: string) => boolean;
}

export interface ErasureScanResult {
  /** Records made for the two accounts, by kind (`_bytes`: their size as JSON). */
  created: Record<string, number>;
  /** Records that name either account before the erasure, and after it (but those that may stay). */
  naming: { before: number; after: number };
  /** The stores the accounts were found in before the erasure: the scan sees what it looks for. */
  stores: string[];
  /** Where each account is named before the erasure. */
  before: { person: string[]; company: string[] };
  /** Where either account is named after the erasure, but what may stay: empty when the erasure is complete. */
  after: string[];
  /** What stayed as it may: the anonymised payments and subscription, and who deleted whom. */
  kept: { billing: number; deletions: number };
  /** Cards Transbank holds for either account, before the erasure and after it. */
  cardsAtTransbank: { before: number; after: number };
}

const rutForms = (body: number): string[] => {
  const digits = String(body);
  const digit = checkDigit(digits);
  return [`${digits}-${digit}`, `${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${digit}`, `${digits}${digit}`];
};

const phoneForms = (phone: string): string[] => {
  const digits = phone.replace(/\D/g, '');
  return [phone, digits, digits.slice(2)];
};

const person = {
  firstName: 'Eduvigis',
  lastName: 'Quintrequeo',
  secondSurname: 'Huenchumilla',
  email: 'eduvigis.quintrequeo@example.cl',
  phone: '+56 9 7312 4486',
  rutBody: 18_765_432,
  relative: 'Clotilde Antileo',
};
const company = {
  legalName: 'Ferretería Quillaycillo SpA',
  contactFirstName: 'Rigoberta',
  contactLastName: 'Llancapán',
  email: 'rrhh@quillaycillo.cl',
  phone: '+56 9 6611 2093',
  rutBody: 77_654_321,
};
/** A company that stays: its offers take the rest of the person's applications. */
const otherCompany = { legalName: 'Constructora Pehuén Ltda', contactFirstName: 'Osvaldo', contactLastName: 'Pérez', email: 'contacto@pehuen.cl', phone: '+56 9 5511 2200', rut: `76543210-${checkDigit('76543210')}` };

const personTraces = (uid: string): Traces => ({
  uid,
  values: [person.email, ...rutForms(person.rutBody), person.firstName, person.lastName, person.secondSurname, ...phoneForms(person.phone), ...person.relative.split(' ')],
});
/** The company by its razón social's own word: "Ferretería" and "SpA" say what it is, and other companies' names have them too. */
const companyTraces = (uid: string): Traces => ({
  uid,
  values: [company.email, ...rutForms(company.rutBody), ...company.legalName.split(' ').filter((word) => word.length > 3 && word !== 'Ferretería'), company.contactFirstName, company.contactLastName, ...phoneForms(company.phone)],
});

/** The company's offers: more than one 1 MB page of its index with texts this long. */
export const OFFERS = 150;
/** The person's applications in all: more than one 1 MB page of their index. */
export const APPLICATIONS = 800;

const words = (count: number, seed: string) => Array.from({ length: count }, (_, index) => `${seed}${String(index % 97)}`).join(' ');
const isoInDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const bytesOf = (items: readonly object[]): number => items.reduce((sum, item) => sum + Buffer.byteLength(JSON.stringify(item)), 0);

/** Folded as the product folds names for its indexes (lower case, no accents): a value is found however it was stored. */
const fold = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const expectStatus = (answer: Answer, status: number, what: string): Answer => {
  if (answer.status !== status) throw new Error(`${what} answered ${String(answer.status)}, not ${String(status)}: ${JSON.stringify(answer.body)}`);
  return answer;
};

/** A browser's presigned POST: the fields, then the file last, from the app's origin. */
const postForm = async (stack: TestStack, presigned: Answer, file: Buffer, type: string, name: string): Promise<void> => {
  const { url, fields } = presigned.body as { url: string; fields: Record<string, string> };
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([file], { type }), name);
  const upload = await fetch(url, { method: 'POST', body: form, headers: { origin: stack.urls.app } });
  if (upload.status >= 300) throw new Error(`The upload of ${name} answered ${String(upload.status)}`);
};

const registerCompany = async (stack: TestStack, details: { legalName: string; rut: string; contactFirstName: string; contactLastName: string; phone: string; email: string }) => {
  const api = apiOf(stack);
  expectStatus(
    await api('POST', '/api/register/company', undefined, {
      legalName: details.legalName,
      rut: details.rut,
      comuna: 'Valparaíso',
      region: 'Valparaíso',
      contactFirstName: details.contactFirstName,
      contactLastName: details.contactLastName,
      contactPhone: details.phone,
      email: details.email,
      password: 'secreta1',
      acceptTerms: true,
    }),
    201,
    'A company’s registration',
  );
  const link = linkIn((await mailsTo(stack, details.email))[0], '/activate/');
  const uid = link.pathname.split('/').pop() ?? '';
  return { uid, activate: async () => expectStatus(await api('POST', '/api/activate', undefined, { uid, token: link.hash.replace(/^#token=/, '') }), 200, 'An activation') };
};

const offerBody = (index: number, long: boolean) => ({
  title: `Práctica ${String(index)} en ventas`,
  area: 'administracion',
  description: long ? words(OFFER_LIMITS.descriptionMax / 8, 'venta').slice(0, OFFER_LIMITS.descriptionMax) : `Apoyo en obra ${String(index)}.`,
  requirements: long ? words(OFFER_LIMITS.requirementsMax / 8, 'requi').slice(0, OFFER_LIMITS.requirementsMax) : 'Estudiante de construcción.',
  modality: 'presencial',
  region: 'Valparaíso',
  comuna: 'Quillota',
  durationMonths: 3,
  startDate: isoInDays(40),
  stipendClp: 350_000,
  vacancies: 1,
  deadline: isoInDays(20),
});

const batchPut = async (table: string, items: readonly Record<string, unknown>[]): Promise<void> => {
  const { dynamo } = await import('../../../lambdas/lib/clients/dynamo');
  for (let start = 0; start < items.length; start += 25) {
    let requests: Record<string, unknown>[] = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const { UnprocessedItems } = await dynamo.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = UnprocessedItems?.[table] ?? [];
    }
  }
};

/** Every kind of record, for both accounts, made as the person, the company and an admin make them. */
const createEveryRecord = async (stack: TestStack, faults: LocalFaults, adminToken: string) => {
  const api = apiOf(stack);
  const created: Record<string, number> = {};
  const count = (kind: string, by = 1) => {
    created[kind] = (created[kind] ?? 0) + by;
  };

  // The person: registered and activated through the mail's link. The activation's confirmation mail
  // fails every attempt, so that the bus leaves a dead letter naming them.
  const [rut] = rutForms(person.rutBody);
  const registered = expectStatus(
    await api('POST', '/api/register', undefined, { firstName: person.firstName, lastName: person.lastName, rut, birthDate: '2001-03-15', email: person.email, password: 'secreta1', acceptTerms: true }),
    201,
    'The person’s registration',
  );
  const personUid = String(registered.body.uid);
  const activation = linkIn((await mailsTo(stack, person.email))[0], '/activate/');
  await stack.settle();
  faults.failNext = { 'events/mailer': 4 };
  expectStatus(await api('POST', '/api/activate', undefined, { uid: personUid, token: activation.hash.replace(/^#token=/, '') }), 200, 'The person’s activation');
  await stack.settle();
  count('dead_letters');
  const personToken = await signIn(stack, person.email, 'secreta1');

  // The company, its page and logo, and its offers with the longest texts.
  const firm = await registerCompany(stack, { ...company, rut: rutForms(company.rutBody)[0] ?? '' });
  await stack.settle();
  faults.failNext = { 'events/mailer': 4 };
  await firm.activate();
  await stack.settle();
  count('dead_letters');
  const companyUid = firm.uid;
  const companyToken = await signIn(stack, company.email, 'secreta1');
  expectStatus(await api('PUT', '/api/company/page', companyToken, { description: `Ferretería familiar. Contacto: ${company.contactFirstName} ${company.contactLastName}, ${company.phone}.`, website: 'https://quillaycillo.cl' }), 200, 'The company’s page');
  const logo = expectStatus(await api('POST', '/api/company/page/logo/upload-url', companyToken, { contentType: 'image/png', size: onePixelPng.length }), 200, 'The logo’s upload link');
  await postForm(stack, logo, onePixelPng, 'image/png', 'logo.png');
  expectStatus(await api('PUT', '/api/company/page/logo', companyToken, { key: String(logo.body.key) }), 200, 'The logo');
  count('images');
  const offerIds: string[] = [];
  for (let index = 0; index < OFFERS; index += 1) {
    const offer = expectStatus(await api('POST', '/api/company/offers', companyToken, { offer: offerBody(index, true), publish: true }), 201, 'An offer');
    offerIds.push(String(offer.body.offerId));
    count('offers_bytes', bytesOf([offer.body]));
  }
  count('offers', OFFERS);

  // The person's profile, CV, picture, household (with a relative by name), a claim, searches, an insurance request.
  expectStatus(
    await api('PUT', '/api/intern/profile', personToken, { institution: 'Universidad de Valparaíso', career: 'Ingeniería Comercial', year: 4, phone: person.phone, region: 'Valparaíso', visibleToCompanies: true }),
    200,
    'The student profile',
  );
  const pdf = Buffer.from(`%PDF-1.4\n% ${person.firstName} ${person.lastName} ${rutForms(person.rutBody)[1] ?? ''} ${person.phone}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
  const cv = expectStatus(await api('POST', '/api/intern/profile/cv/upload-url', personToken, { contentType: 'application/pdf', size: pdf.length, fileName: `CV ${person.lastName}.pdf` }), 200, 'The CV’s upload link');
  await postForm(stack, cv, pdf, 'application/pdf', `CV ${person.lastName}.pdf`);
  expectStatus(await api('PUT', '/api/intern/profile/cv', personToken, { key: String(cv.body.key), fileName: `CV ${person.lastName}.pdf` }), 200, 'The CV');
  count('cv_files');
  const image = await uploadProfileImage(stack, personToken, onePixelPng);
  expectStatus(await api('PUT', '/api/me/profile-image', personToken, { key: image.key }), 200, 'The profile image');
  count('images');
  expectStatus(
    await api('PATCH', '/api/me', personToken, {
      household: { rshTramo: 2, cargas: 1, members: [{ id: 'abuela', relation: 'otro', name: person.relative, age: 71, ageOn: isoInDays(0) }] },
      benefitReminders: true,
    }),
    200,
    'The household with a relative by name',
  );
  expectStatus(await api('PUT', '/api/me/claims/pgu', personToken, { status: 'applied', appliedOn: isoInDays(-3) }), 200, 'A claim');
  count('claims');
  expectStatus(await api('PUT', '/api/intern/job-alerts', personToken, { alerts: [{ region: 'Valparaíso' }], paused: false }), 200, 'The job alerts');
  expectStatus(await api('POST', '/api/seguros/contact-requests', personToken, { insuranceType: 'salud', phone: person.phone, message: `Soy ${person.firstName} ${person.lastName}, llámenme.` }), 201, 'An insurance request');
  count('insurance_requests');

  // Applications: three as the person sends them, with a conversation and an answer; the rest written as
  // the product wrote those (the API takes one at a time, with its mails), past one page of the index.
  const message = `Hola, soy ${person.firstName} ${person.lastName}. ${words(200, 'motivo')}`.slice(0, APPLICATION_MESSAGE_MAX);
  for (const offerId of offerIds.slice(0, 3)) expectStatus(await api('POST', `/api/internships/${offerId}/applications`, personToken, { message }), 201, 'An application');
  const { dynamo } = await import('../../../lambdas/lib/clients/dynamo');
  const table = stack.env.TABLE_INTERNSHIPS ?? '';
  const { Item: applied } = await dynamo.send(new GetCommand({ TableName: table, Key: internshipKeys.application(offerIds[0] ?? '', personUid), ConsistentRead: true }));
  if (!applied) throw new Error('The first application is not in the table');
  const other = await registerCompany(stack, otherCompany);
  await other.activate();
  const { offerItem } = await import('../../../lambdas/internships/offers.repository');
  const now = new Date().toISOString();
  const otherOffers: Offer[] = Array.from({ length: APPLICATIONS - OFFERS }, (_, index) => ({
    ...(offerBody(index, false) as Omit<Offer, 'offerId'>),
    offerId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    companyUid: other.uid,
    companyName: otherCompany.legalName,
    status: 'publicada',
    featured: false,
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
    reportCount: 0,
  }));
  await batchPut(table, otherOffers.map(offerItem));
  const copies = [
    ...offerIds.slice(3).map((offerId) => ({ offerId, companyUid, companyName: company.legalName })),
    ...otherOffers.map((offer) => ({ offerId: offer.offerId, companyUid: other.uid, companyName: otherCompany.legalName })),
  ].map((offer, index) => ({ ...applied, ...internshipKeys.application(offer.offerId, personUid), ...offer, offerTitle: `Práctica ${String(index)}`, appliedAt: new Date(Date.parse(String(applied.appliedAt)) + index).toISOString() }));
  await batchPut(table, copies);
  count('applications', APPLICATIONS);
  created.applications_bytes = bytesOf(copies) + 3 * bytesOf([applied]);

  for (const offerId of offerIds.slice(0, 3)) {
    expectStatus(await api('GET', `/api/company/offers/${offerId}/applications/${personUid}`, companyToken), 200, 'The company’s reading of an application');
    expectStatus(
      await api('POST', `/api/company/offers/${offerId}/applications/${personUid}/messages`, companyToken, { text: `Hola ${person.firstName}, soy ${company.contactFirstName}. ${words(300, 'pregunta')}`.slice(0, THREAD_MESSAGE_MAX) }),
      201,
      'The company’s message',
    );
    expectStatus(await api('POST', `/api/intern/applications/${offerId}/messages`, personToken, { text: `Gracias ${company.contactFirstName}, mi teléfono es ${person.phone}.` }), 201, 'The person’s answer');
    count('thread_messages', 2);
  }
  expectStatus(await api('POST', `/api/company/offers/${offerIds[1] ?? ''}/applications/${personUid}/status`, companyToken, { status: 'no-seleccionada' }), 200, 'The company’s answer');
  expectStatus(await api('POST', `/api/internships/${offerIds[OFFERS - 1] ?? ''}/reports`, personToken, { reason: 'otra', message: `Soy ${person.firstName}, me pidieron pagar.` }), 201, 'A report');
  count('reports');

  // Tickets, each read and answered by an admin, and answered again.
  for (const [token, uid, asunto, mensaje] of [
    [personToken, personUid, `Consulta de ${person.firstName}`, `Mi RUT es ${rutForms(person.rutBody)[1] ?? ''} y no veo la PGU.`],
    [companyToken, companyUid, 'Factura', `Habla ${company.contactFirstName} ${company.contactLastName}, ${company.phone}.`],
  ] as const) {
    const ticket = expectStatus(await api('POST', '/api/support/tickets', token, { asunto, mensaje }), 201, 'A ticket');
    const id = String(ticket.body.id);
    expectStatus(await api('GET', `/api/admin/support/items/${uid}/${id}`, adminToken), 200, 'The admin’s reading of a ticket');
    expectStatus(await api('POST', `/api/admin/support/items/${uid}/${id}/replies`, adminToken, { mensaje: 'Hola, lo revisamos.' }), 201, 'The admin’s reply');
    expectStatus(await api('POST', `/api/support/tickets/${id}/replies`, token, { mensaje: `Gracias, ${asunto}.` }), 201, 'The reply');
    count('tickets');
  }

  // A subscription through Webpay's card form, and its renewal by the billing job: two payments.
  const checkout = await startCheckout(stack, personToken, { purpose: 'subscribe', plan: 'semestral' });
  const returned = await followReturn(await fillCardForm(stack, checkout));
  if (!/resultado=suscrito$/.test(returned.location)) throw new Error(`The subscription did not start: ${returned.location}`);
  await stack.settle();
  await renewsOn(personUid);
  await runBillingJob(stack, '2026-12-02T15:00:00Z');

  // An admin's edit and reads: audit entries with the values before and after.
  expectStatus(await api('PATCH', `/api/admin/users/${personUid}`, adminToken, { lastName: `${person.lastName} ${person.secondSurname}` }), 200, 'The admin’s edit');
  expectStatus(await api('GET', `/api/admin/users/${personUid}`, adminToken), 200, 'The admin’s reading of the person');
  expectStatus(await api('GET', `/api/admin/users/${companyUid}`, adminToken), 200, 'The admin’s reading of the company');
  await stack.settle();
  return { personUid, companyUid, companyToken, personToken, offerIds, created };
};

/** The deletion entry of the audit trail: who deleted whom, and when; nothing else. */
const isDeletionEntry = (item: Record<string, unknown>, uid: string): boolean =>
  item.action === 'admin.user-deleted' && item.subject === uid && Object.keys((item.changes as object | undefined) ?? {}).length === 0;

/** A payment (its item, and its marker in the revenue counters) or the ended subscription, anonymised: marked erased, no card. */
const isErasedBilling = (item: Record<string, unknown>, uid: string): boolean => {
  const payment = item.pk === `USER#${uid}` && (item.sk === 'SUBSCRIPTION' || String(item.sk).startsWith('PAYMENT#'));
  const counted = String(item.pk).startsWith(`KPI-APPLIED#payment#${uid}#`);
  return (payment || counted) && typeof item.erasedAt === 'string' && item.card === undefined;
};

/** Every record the local stack keeps, each with its store and where in it. */
export const everyRecord = async (stack: TestStack, logged: readonly string[]): Promise<StoredRecord[]> => {
  const found: StoredRecord[] = [];
  const { dynamo } = await import('../../../lambdas/lib/clients/dynamo');
  // Every table DynamoDB Local has, not only those the product lists.
  const names: string[] = [];
  let LastEvaluatedTableName: string | undefined;
  do {
    const page = await dynamo.send(new ListTablesCommand({ ExclusiveStartTableName: LastEvaluatedTableName }));
    names.push(...(page.TableNames ?? []));
    LastEvaluatedTableName = page.LastEvaluatedTableName;
  } while (LastEvaluatedTableName);
  for (const name of names) {
    const table = name.slice(name.lastIndexOf('-') + 1);
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(new ScanCommand({ TableName: name, ExclusiveStartKey, ConsistentRead: true }));
      for (const item of page.Items ?? []) {
        // Kept by law, anonymised: the payments and the ended subscription. Kept for accountability: who deleted whom, and when.
        const kept = table === 'billing' ? (uid: string) => isErasedBilling(item, uid) : table === 'audit' ? (uid: string) => isDeletionEntry(item, uid) : undefined;
        found.push({ store: `table ${table}`, where: JSON.stringify([item.pk ?? item.uid ?? item.id, item.sk]), text: JSON.stringify(item), item, kept });
      }
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  }

  // Every version of every object of every bucket, with its metadata and its body: a CV's text.
  const { s3 } = await import('../../../lambdas/lib/clients/s3');
  for (const { Name: bucket = '' } of (await s3.send(new ListBucketsCommand({}))).Buckets ?? []) {
    let KeyMarker: string | undefined;
    let VersionIdMarker: string | undefined;
    for (;;) {
      const page = await s3.send(new ListObjectVersionsCommand({ Bucket: bucket, KeyMarker, VersionIdMarker }));
      for (const version of page.Versions ?? []) {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: version.Key, VersionId: version.VersionId }));
        const metadata = JSON.stringify(object.Metadata ?? {});
        found.push({ store: 'bucket', where: `${bucket}/${version.Key ?? ''}`, text: `${version.Key ?? ''} ${metadata} ${(await object.Body?.transformToString('latin1')) ?? ''}` });
      }
      for (const marker of page.DeleteMarkers ?? []) found.push({ store: 'bucket', where: `${bucket}/${marker.Key ?? ''} (deleted)`, text: marker.Key ?? '' });
      if (!page.IsTruncated) break;
      KeyMarker = page.NextKeyMarker;
      VersionIdMarker = page.NextVersionIdMarker;
    }
  }

  const { cognito } = await import('../../../lambdas/lib/clients/cognito');
  let PaginationToken: string | undefined;
  do {
    const page = await cognito.send(new ListUsersCommand({ UserPoolId: stack.identity.userPoolId, PaginationToken }));
    for (const user of page.Users ?? ([] as UserType[])) found.push({ store: 'user pool', where: user.Username ?? '', text: JSON.stringify(user) });
    PaginationToken = page.PaginationToken;
  } while (PaginationToken);

  for (const message of stack.queues.messages()) found.push({ store: 'queue', where: message.queue, text: message.body });
  for (const name of stack.scheduler.pending(localLiveSocketsGroup)) found.push({ store: 'schedule', where: name, text: name });
  for (const [index, letter] of stack.deadLetters.messages().entries()) found.push({ store: 'dead letters', where: String(index), text: letter });

  // Every file the stack keeps: the user pool's, the bucket's, the dead letters', the streams' checkpoints.
  // The payment provider's emulator keeps Transbank's own records (its charges and inscriptions, by the
  // username and e-mail we gave with the card), Transbank's to keep, not ours: what the erasure owes
  // there is the card's inscription deleted (`cardsAtTransbank`).
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (file === path.join(stack.dataDir, 'transbank')) continue;
      if (statSync(file).isDirectory()) walk(file);
      else found.push({ store: 'file', where: path.relative(stack.dataDir, file), text: readFileSync(file, 'latin1') });
    }
  };
  if (existsSync(stack.dataDir)) walk(stack.dataDir);

  // The SES emulator's store is not read: it holds each mail as its recipient got it, and a mail sent is
  // the recipient's, no record of ours (the product keeps no copy of what it sends).

  // The functions log an account by its id, never by its e-mail, RUT or name (lambdas/lib/logger.ts):
  // in the cloud the lines are CloudWatch's, which cannot be deleted one by one and go with their
  // group's retention. A line may name the erased id, which nothing left ties to a person.
  for (const [index, line] of logged.entries()) found.push({ store: 'log', where: String(index), text: line, kept: () => true });
  return found;
};

/** Cards Transbank still holds for these accounts: inscriptions neither deleted nor replaced, as the emulator keeps them. */
const cardsAtTransbank = (stack: TestStack, uids: readonly string[]): number => {
  const file = path.join(stack.dataDir, 'transbank', 'state.json');
  if (!existsSync(file)) return 0;
  const state = JSON.parse(readFileSync(file, 'utf8')) as { inscriptions: { username: string; status: string }[] };
  return state.inscriptions.filter((inscription) => uids.includes(inscription.username) && inscription.status === 'finished').length;
};

/** Where a record names the account: by its id (unless it may keep it) or by a value of its own, however cased or accented. */
export const tracesIn = (records: readonly StoredRecord[], traces: Traces): string[] => {
  const values = traces.values.map((value) => ({ value, folded: fold(value) }));
  return records.flatMap(({ store, where, text, kept }) => {
    const folded = fold(text);
    const named = folded.includes(traces.uid.toLowerCase()) && !kept?.(traces.uid) ? ['uid'] : [];
    return [...named, ...values.filter(({ folded: value }) => folded.includes(value)).map(({ value }) => value)].map((what) => `${store} ${where}: ${what}`);
  });
};

/** Every line the stack logs, as the functions' logger and the emulators write it, for the scan (and not on the terminal). */
const captureLogs = (): { lines: string[]; stop: () => void } => {
  const lines: string[] = [];
  const methods = ['debug', 'info', 'log', 'warn', 'error'] as const;
  // Put back as they were: an own property of the console, or none (the method then comes from its prototype again).
  const original = methods.map((method) => Object.getOwnPropertyDescriptor(console, method));
  for (const method of methods) {
    console[method] = (...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === 'string' ? arg : arg instanceof Error ? `${arg.message} ${arg.stack ?? ''}` : JSON.stringify(arg))).join(' '));
    };
  }
  return {
    lines,
    stop: () => {
      methods.forEach((method, index) => {
        const descriptor = original[index];
        if (descriptor) Object.defineProperty(console, method, descriptor);
        else Reflect.deleteProperty(console, method);
      });
    },
  };
};

/**
 * A local stack for the scan: DynamoDB in memory, so that every file of the data folder is a record the
 * scan reads (DynamoDB Local's own file keeps freed pages, which no reader of a table sees), the
 * functions logging at every level (the scan reads their lines too) and the faults the scan sets.
 */
export const startScanStack = async (): Promise<{ stack: TestStack; faults: LocalFaults }> => {
  process.env.LOG_LEVEL = 'DEBUG';
  const { localFaults } = await import('../faults');
  const faults = localFaults();
  return { stack: await startTestStack({ faults, dynamoInMemory: true }), faults };
};

/**
 * Makes every record, scans, erases both accounts as an admin does, and scans again. The events of the
 * last changes and of the deletions wait in the outbox (its stream stopped) when the deletions are
 * asked for, as they do when the relay is behind.
 */
export const runErasureScan = async (stack: TestStack, faults: LocalFaults): Promise<ErasureScanResult> => {
  const logs = captureLogs();
  try {
    const adminToken = await signIn(stack, demoAccounts.admin.email, demoAccounts.admin.password);
    const { personUid, companyUid, personToken, companyToken, offerIds, created } = await createEveryRecord(stack, faults, adminToken);
    const accounts = [personTraces(personUid), companyTraces(companyUid)];
    const naming = (records: readonly StoredRecord[], keeping = false) => records.filter((record) => accounts.some((traces) => tracesIn([keeping ? record : { ...record, kept: undefined }], traces).length > 0));
    const before = await everyRecord(stack, logs.lines);
    const cardsBefore = cardsAtTransbank(stack, [personUid, companyUid]);
    const billing = (sk: string) => before.filter(({ store, item }) => store === 'table billing' && item?.pk === `USER#${personUid}` && String(item.sk).startsWith(sk)).length;
    created.subscriptions = billing('SUBSCRIPTION');
    created.payments = billing('PAYMENT#');
    created.audit_entries = naming(before).filter((record) => record.store === 'table audit').length;

    const api = apiOf(stack);
    faults.streamsStopped = true;
    expectStatus(await api('PATCH', '/api/me', personToken, { benefitReminders: false }), 200, 'The reminders turned off');
    expectStatus(await api('POST', `/api/company/offers/${offerIds[0] ?? ''}/applications/${personUid}/messages`, companyToken, { text: `¿Sigues ahí, ${person.firstName}?` }), 201, 'A last message');
    expectStatus(await api('DELETE', `/api/admin/users/${personUid}`, adminToken), 204, 'The person’s deletion');
    expectStatus(await api('DELETE', `/api/admin/users/${companyUid}`, adminToken), 204, 'The company’s deletion');
    created.outbox_events = naming(await everyRecord(stack, [])).filter((record) => record.store === 'table outbox').length;
    faults.streamsStopped = false;
    await stack.settle();

    const after = await everyRecord(stack, logs.lines);
    const kept = after.filter((record) => accounts.some(({ uid }) => record.store !== 'log' && record.text.includes(uid) && record.kept?.(uid)));
    return {
      created,
      naming: { before: naming(before).length, after: naming(after, true).length },
      stores: [...new Set(naming(before).map((record) => record.store))].sort(),
      before: { person: tracesIn(before, accounts[0] ?? personTraces(personUid)), company: tracesIn(before, accounts[1] ?? companyTraces(companyUid)) },
      after: accounts.flatMap((traces) => tracesIn(after, traces)),
      kept: { billing: kept.filter((record) => record.store === 'table billing').length, deletions: kept.filter((record) => record.store === 'table audit').length },
      cardsAtTransbank: { before: cardsBefore, after: cardsAtTransbank(stack, [personUid, companyUid]) },
    };
  } finally {
    faults.streamsStopped = false;
    logs.stop();
  }
};
