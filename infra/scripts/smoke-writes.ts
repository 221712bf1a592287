import type { CheckoutStarted, MyPlan } from '../../shared/billing';
import { type RouteDefinition, routeKey, routeList } from '../../shared/routes';
import { todayInChile, toIsoDate } from '../../shared/age';
import { checkDigit } from '../../shared/rut';
import type { SmokeUser } from './smoke-run';

/**
 * The part of `npm run smoke` that proves every write route works: each route that writes is called
 * once, with a valid body, by the caller it serves, on disposable accounts the run makes (a person
 * and a company, registered through the API) and with the smoke admin acting on them; the admin then
 * deletes them through the product's own erasure and the run checks they are gone. A payment (checkout,
 * Webpay's card form with Transbank's public test card, the return, a cancel and its withdrawal, a
 * card change abandoned at the form, and the admin's refund, which ends the plan) runs where the stage's payments are Transbank's integration environment and
 * the caller asked for it. The steps are data, so that a test can say which write route none calls.
 */

export type Actor = 'anonymous' | 'person' | 'company' | 'admin';

interface Account {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/** What the steps learn and pass on. */
export interface WritesContext {
  readonly runId: string;
  person: Account;
  company: Account;
  admin: SmokeUser;
  ticketId: string;
  offerId: string;
  cvKey: string;
  activationToken: string;
  paymentId: string;
  resetToken: string;
  unsubscribeToken: string;
  logoKey: string;
  checkout: CheckoutStarted | undefined;
  /** The return request Webpay's page sent the browser to (the card form's outcome). */
  returned: WebpayReturn | undefined;
}

/** Where Webpay's page sends the browser back: by GET with TBK_TOKEN (a card entered), by POST with the abort's fields. */
export interface WebpayReturn {
  readonly method: 'GET' | 'POST';
  readonly fields: Record<string, string>;
  /** A person's browser already followed it to the site (Transbank's real page): the step checks its outcome, and calls nothing. */
  readonly followedByBrowser?: boolean;
}

/**
 * Webpay's inscription page, as a browser fills it: with the test card ("pay"), or "Anular". Against
 * the emulator a script posts its form; against Transbank's integration environment a person does
 * (smoke.ts opens a local page that takes them there and waits for the return).
 */
export type CardForm = (checkout: CheckoutStarted, choice: 'pay' | 'abort', payerToken: string) => Promise<WebpayReturn>;

export interface WritesDeps {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  readonly runId: string;
  readonly admin: SmokeUser;
  /** The product's own code on the stage (the functions' environment set, as for `admin:grant`): the links a mail would carry. */
  readonly links: {
    readonly activation: (uid: string) => Promise<string>;
    readonly reset: (uid: string) => Promise<string>;
    readonly unsubscribe: (uid: string) => Promise<string>;
    readonly jobAlertsUnsubscribe: (uid: string) => Promise<string>;
  };
  readonly signIn: (email: string, password: string) => Promise<string>;
  /** Whether an account is gone from the tables and the user pool. */
  readonly accountGone: (uid: string, email: string) => Promise<boolean>;
  /** Webpay's card form; without it the payment's steps are skipped (prod, or `npm run smoke` without `--payment`). */
  readonly cardForm?: CardForm;
  readonly log?: (line: string) => void;
}

export interface WriteStep {
  readonly route: RouteDefinition;
  readonly as: Actor;
  readonly params?: (context: WritesContext) => Record<string, string>;
  readonly body?: (context: WritesContext) => unknown;
  /** The query string, for the GET of Webpay's return. */
  readonly query?: (context: WritesContext) => Record<string, string>;
  /** Run before the call: the things a browser or a mail does between two calls. */
  readonly before?: (context: WritesContext, deps: WritesDeps) => Promise<void>;
  /** What the step keeps of the answer. */
  readonly after?: (context: WritesContext, answer: unknown, deps: WritesDeps) => Promise<void> | void;
  /** The answer it must get: a 2xx, unless said otherwise. */
  readonly expect?: (status: number) => boolean;
  /** A step of the payment, run only with a card form. */
  readonly payment?: true;
  /** Tries again (its `before` and the call) while the answer says so: a link a mail in flight replaced. */
  readonly retry?: (status: number, text: string) => boolean;
}

/**
 * Only the newest activation link works, and each activation mail still in flight (registration's
 * welcome, a resend) makes a new one when the mailer sends it: a link made before that mail went out
 * is refused as used. The mails go within seconds; until then, a new link and again.
 */
const replacedLink = (status: number, text: string): boolean => status === 400 && text.includes('invalid-link');
const LINK_TRIES = 10;
/** How long the admin's deletion of an account may take to finish in the background. */
const ERASURE_WAIT_MS = 60_000;
const LINK_RETRY_MS = 3000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Activates an account as its link would, with a link made now, made again while a mail in flight replaces it. */
const activate = async (deps: WritesDeps, uid: string): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    const token = await deps.links.activation(uid);
    const answer = await deps.fetch(new URL('/api/activate', deps.baseUrl), jsonRequest('POST', { uid, token }));
    if (answer.status === 200) return;
    const text = await answer.text();
    if (!replacedLink(answer.status, text) || attempt >= LINK_TRIES) throw new Error(`activating ${uid} answered ${answer.status}: ${text.slice(0, 200)}`);
    await pause(LINK_RETRY_MS);
  }
};

/**
 * Write routes no smoke run calls, with why; each is covered elsewhere. `smoke-writes.test.ts` fails
 * when a write route is neither called by a step nor listed here.
 */
export const NOT_SMOKED: Readonly<Record<string, string>> = {
  'POST /api/register/google': 'needs an account that signed in with Google, which has no test accounts a script may use: infra/local/google-oauth.int.test.ts runs it against the Google emulator',
  'POST /api/register/google/company': 'needs an account that signed in with Google: e2e/google.spec.ts runs it against the Google emulator',
  'DELETE /api/auth/federated-account': 'needs an account that signed in with Google: infra/local/google-oauth.int.test.ts runs it against the Google emulator',
  'PUT /api/auth/two-factor': 'needs a code of an authenticator app that Cognito confirmed first: the smoke admin turns it on through the same service (smoke-users.ts), and lambdas/accounts/two-factor.int.test.ts calls the route against cognito-local',
  'DELETE /api/auth/two-factor': 'needs an account with the second factor on: lambdas/accounts/two-factor.int.test.ts calls it against cognito-local',
  'POST /api/mail/welcome-without-activation': 'writes only for an account that signed in with Google (a password account gets its designed 409): e2e/google.spec.ts runs it against the Google emulator',
};

/** Write routes the cloud flow (smoke-flow.ts) already calls with a valid body. */
export const FLOW_WRITES = ['POST /api/register', 'PATCH /api/me', 'POST /api/me/profile-image/upload-url', 'PUT /api/me/profile-image', 'DELETE /api/me/profile-image'] as const;

const route = (key: string): RouteDefinition => {
  const found = routeList.find((candidate) => routeKey(candidate) === key);
  if (!found) throw new Error(`No route ${key}: the smoke's write steps name a route the route table no longer has`);
  return found;
};

/** A valid RUT no person has (companies' range), different each run. */
const companyRut = (): string => {
  const body = String(96_000_000 + Math.floor(Math.random() * 1_000_000));
  return `${body}-${checkDigit(body)}`;
};
const personRut = (): string => {
  const body = String(97_000_000 + Math.floor(Math.random() * 1_000_000));
  return `${body}-${checkDigit(body)}`;
};

/** A 1×1 PNG: what the profile image and the company logo confirmations accept as a real image. */
export const SMOKE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** SES's mailbox simulator: delivered, no inbox, no bounce. */
export const disposableEmail = (runId: string, who: 'person' | 'company'): string => `success+smoke-${runId}-${who}@simulator.amazonses.com`;

/** A one-page PDF: what the CV upload accepts. */
export const SMOKE_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const day = (fromToday: number): string => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);

const offer = (title: string) => ({
  title,
  area: 'informatica',
  career: 'Ingeniería Informática',
  description: 'Práctica de prueba del smoke test: apoyo al equipo de desarrollo en tareas reales.',
  requirements: 'Estudiante de último año.',
  modality: 'remota',
  durationMonths: 3,
  startDate: day(30),
  stipendClp: 400_000,
  vacancies: 1,
  deadline: day(20),
});

const registered = (who: 'person' | 'company') => async (context: WritesContext, answer: unknown, deps: WritesDeps) => {
  const uid = (answer as { uid?: string } | undefined)?.uid;
  if (!uid) throw new Error(`the registration of the ${who} answered no uid`);
  context[who].uid = uid;
  context[who].idToken = await deps.signIn(context[who].email, context[who].password);
};

/** A presigned POST to the uploads bucket, as the browser sends it. */
const upload = async (deps: WritesDeps, offerAnswer: unknown, file: Buffer, type: string, name: string): Promise<string> => {
  const { url, fields, key } = offerAnswer as { url: string; fields: Record<string, string>; key: string };
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([file], { type }), name);
  const response = await deps.fetch(url, { method: 'POST', body: form });
  if (response.status < 200 || response.status >= 300) throw new Error(`the uploads bucket answered ${response.status} to the presigned POST`);
  return key;
};

/** The write steps, in order: each one's preconditions are made by those before it. */
export const writeSteps: readonly WriteStep[] = [
  // A person registers, is sent a new link, gets the admin's activation mail, and activates.
  {
    route: route('POST /api/register'),
    as: 'anonymous',
    body: ({ person }) => ({ firstName: 'Smoke', lastName: 'Persona', rut: personRut(), birthDate: '1990-01-01', email: person.email, password: person.password, acceptTerms: true }),
    after: registered('person'),
  },
  { route: route('POST /api/activation/resend'), as: 'person', body: () => ({}) },
  { route: route('POST /api/admin/users/{uid}/activation-mail'), as: 'admin', params: ({ person }) => ({ uid: person.uid }), body: () => ({}) },
  { route: route('POST /api/mail/welcome-activation'), as: 'person', body: ({ person }) => ({ email: person.email, name: 'Smoke', activationLink: 'https://example.com/activate' }) },
  {
    route: route('POST /api/activate'),
    as: 'anonymous',
    before: async (context, deps) => void (context.activationToken = await deps.links.activation(context.person.uid)),
    body: ({ person, activationToken }) => ({ uid: person.uid, token: activationToken }),
    retry: replacedLink,
  },
  { route: route('POST /api/mail/activation-confirmed'), as: 'anonymous', body: ({ person }) => ({ uid: person.uid }) },
  // The person's student profile, CV, requests and support ticket, and the admins' answer.
  { route: route('PUT /api/intern/profile'), as: 'person', body: () => ({ institution: 'Universidad de Prueba', career: 'Ingeniería Informática', year: 4, phone: '+56 9 1234 5678', visibleToCompanies: true }) },
  {
    route: route('POST /api/intern/profile/cv/upload-url'),
    as: 'person',
    body: () => ({ contentType: 'application/pdf', size: SMOKE_PDF.length, fileName: 'smoke.pdf' }),
    after: async (context, answer, deps) => void (context.cvKey = await upload(deps, answer, SMOKE_PDF, 'application/pdf', 'smoke.pdf')),
  },
  { route: route('PUT /api/intern/profile/cv'), as: 'person', body: ({ cvKey }) => ({ key: cvKey, fileName: 'smoke.pdf' }) },
  { route: route('POST /api/seguros/contact-requests'), as: 'person', body: () => ({ insuranceType: 'vida', phone: '+56 9 1234 5678', message: 'Smoke test: no llamar.' }) },
  {
    route: route('POST /api/support/tickets'),
    as: 'person',
    body: () => ({ asunto: 'Smoke test', mensaje: 'Mensaje del smoke test: no responder.' }),
    after: (context, answer) => void (context.ticketId = String((answer as { id?: string }).id)),
  },
  { route: route('POST /api/support/tickets/{ticketId}/replies'), as: 'person', params: ({ ticketId }) => ({ ticketId }), body: () => ({ mensaje: 'Respuesta del smoke test.' }) },
  { route: route('PATCH /api/admin/support/items/{uid}/{itemId}'), as: 'admin', params: ({ person, ticketId }) => ({ uid: person.uid, itemId: ticketId }), body: () => ({ status: 'en-proceso' }) },
  { route: route('POST /api/admin/support/items/{uid}/{itemId}/replies'), as: 'admin', params: ({ person, ticketId }) => ({ uid: person.uid, itemId: ticketId }), body: () => ({ mensaje: 'Respuesta del equipo (smoke test).' }) },
  // A company registers and activates, publishes an offer; the person applies, the company answers, the person withdraws and reports it; the admin hides it.
  {
    route: route('POST /api/register/company'),
    as: 'anonymous',
    body: ({ company }) => ({
      legalName: 'Smoke SpA',
      comuna: 'Santiago',
      region: 'Metropolitana de Santiago',
      contactPhone: '+56 2 2345 6789',
      rut: companyRut(),
      contactFirstName: 'Smoke',
      contactLastName: 'Empresa',
      acceptTerms: true,
      email: company.email,
      password: company.password,
    }),
    after: registered('company'),
  },
  {
    route: route('POST /api/company/offers'),
    as: 'company',
    before: (context, deps) => activate(deps, context.company.uid),
    // A draft, edited, then published: each of the company's writes.
    body: () => ({ offer: offer('Práctica smoke test'), publish: false }),
    after: (context, answer) => void (context.offerId = String((answer as { offerId?: string }).offerId)),
  },
  { route: route('PUT /api/company/offers/{offerId}'), as: 'company', params: ({ offerId }) => ({ offerId }), body: () => ({ offer: offer('Práctica smoke test (editada)') }) },
  { route: route('POST /api/company/offers/{offerId}/status'), as: 'company', params: ({ offerId }) => ({ offerId }), body: () => ({ action: 'publish' }) },
  // The company's public page: its description and website, a logo uploaded, kept and taken down.
  { route: route('PUT /api/company/page'), as: 'company', body: () => ({ description: 'Empresa de prueba del smoke test.', website: '' }) },
  {
    route: route('POST /api/company/page/logo/upload-url'),
    as: 'company',
    body: () => ({ contentType: 'image/png', size: SMOKE_PNG.length }),
    after: async (context, answer, deps) => void (context.logoKey = await upload(deps, answer, SMOKE_PNG, 'image/png', 'logo.png')),
  },
  { route: route('PUT /api/company/page/logo'), as: 'company', body: ({ logoKey }) => ({ key: logoKey }) },
  { route: route('DELETE /api/company/page/logo'), as: 'company' },
  { route: route('POST /api/internships/{offerId}/applications'), as: 'person', params: ({ offerId }) => ({ offerId }), body: () => ({ message: 'Postulación del smoke test, por favor no considerar.' }) },
  { route: route('POST /api/company/offers/{offerId}/applications/{studentUid}/status'), as: 'company', params: ({ offerId, person }) => ({ offerId, studentUid: person.uid }), body: () => ({ status: 'en-revision' }) },
  // The application's thread: the student writes, the company answers.
  { route: route('POST /api/intern/applications/{offerId}/messages'), as: 'person', params: ({ offerId }) => ({ offerId }), body: () => ({ text: 'Mensaje del smoke test: no responder.' }) },
  { route: route('POST /api/company/offers/{offerId}/applications/{studentUid}/messages'), as: 'company', params: ({ offerId, person }) => ({ offerId, studentUid: person.uid }), body: () => ({ text: 'Respuesta del smoke test.' }) },
  { route: route('POST /api/intern/applications/{offerId}/withdrawal'), as: 'person', params: ({ offerId }) => ({ offerId }), body: () => ({}) },
  { route: route('POST /api/internships/{offerId}/reports'), as: 'person', params: ({ offerId }) => ({ offerId }), body: () => ({ reason: 'otra', message: 'Reporte del smoke test.' }) },
  { route: route('PATCH /api/admin/internships/{offerId}'), as: 'admin', params: ({ offerId }) => ({ offerId }), body: () => ({ action: 'hide', reason: 'Oferta de prueba del smoke: se oculta y se borra con su empresa.' }) },
  // The person's password: recovery mail, reset by the link, the mail of the change; then the reminders' unsubscribe links.
  { route: route('POST /api/mail/password-recovery'), as: 'anonymous', body: ({ person }) => ({ email: person.email }) },
  {
    route: route('POST /api/reset-password'),
    as: 'anonymous',
    before: async (context, deps) => void (context.resetToken = await deps.links.reset(context.person.uid)),
    body: ({ person, resetToken }) => ({ userId: person.uid, token: resetToken, newPassword: `${person.password}x` }),
    after: async (context, _answer, deps) => {
      context.person.password = `${context.person.password}x`;
      context.person.idToken = await deps.signIn(context.person.email, context.person.password);
    },
  },
  { route: route('POST /api/mail/password-changed'), as: 'anonymous', body: ({ person, resetToken }) => ({ uid: person.uid, token: resetToken }) },
  {
    route: route('POST /api/reminders/unsubscribe'),
    as: 'anonymous',
    before: async (context, deps) => void (context.unsubscribeToken = await deps.links.unsubscribe(context.person.uid)),
    body: ({ unsubscribeToken }) => ({ token: unsubscribeToken }),
  },
  { route: route('POST /api/reminders/unsubscribe/{token}'), as: 'anonymous', params: ({ unsubscribeToken }) => ({ token: unsubscribeToken }) },
  // A job alert saved, and its mails' unsubscribe link.
  { route: route('PUT /api/intern/job-alerts'), as: 'person', body: () => ({ alerts: [{ area: 'informatica' }], paused: false }) },
  {
    route: route('POST /api/job-alerts/unsubscribe/{token}'),
    as: 'anonymous',
    before: async (context, deps) => void (context.unsubscribeToken = await deps.links.jobAlertsUnsubscribe(context.person.uid)),
    params: ({ unsubscribeToken }) => ({ token: unsubscribeToken }),
  },
  // A benefit claimed ("Ya postulé"), then undone as a mark made by mistake; an anonymous check's first step counted.
  { route: route('PUT /api/me/claims/{key}'), as: 'person', params: () => ({ key: 'pgu' }), body: () => ({ status: 'applied', appliedOn: toIsoDate(todayInChile()) }) },
  { route: route('DELETE /api/me/claims/{key}'), as: 'person', params: () => ({ key: 'pgu' }) },
  { route: route('POST /api/kpi/benefit-checks'), as: 'anonymous', body: () => ({ stage: 'started' }) },
  { route: route('PATCH /api/admin/users/{uid}'), as: 'admin', params: ({ person }) => ({ uid: person.uid }), body: () => ({ lastName: 'Persona Editada' }) },
  // The payment: the annual plan (its assisted application), cancelled and resumed, a card change abandoned at the form, then the payment refunded.
  {
    route: route('POST /api/billing/checkout'),
    as: 'person',
    payment: true,
    body: () => ({ purpose: 'subscribe', plan: 'anual' }),
    after: async (context, answer, deps) => {
      context.checkout = answer as CheckoutStarted;
      context.returned = await requireCardForm(deps)(context.checkout, 'pay', context.person.idToken);
    },
  },
  {
    route: route('GET /api/billing/oneclick-return'),
    as: 'anonymous',
    payment: true,
    query: ({ returned }) => returned?.fields ?? {},
    expect: (status) => status === 303,
    after: async (context, _answer, deps) => {
      const plan = (await (await deps.fetch(new URL('/api/billing/plan', deps.baseUrl), { headers: { authorization: `Bearer ${context.person.idToken}` } })).json()) as MyPlan;
      const paid = plan.payments.find((payment) => payment.status === 'paid');
      if (!plan.subscription || !paid) throw new Error(`the return left no subscription with a paid charge (subscription ${plan.subscription?.status ?? 'none'}, ${plan.payments.length} payment(s))`);
      context.paymentId = paid.id;
    },
  },
  { route: route('POST /api/support/assisted-applications'), as: 'person', payment: true, body: () => ({ benefitId: 'pgu', mensaje: 'Solicitud del smoke test: no contactar.' }) },
  { route: route('POST /api/billing/cancel'), as: 'person', payment: true, body: () => ({}) },
  { route: route('POST /api/billing/resume'), as: 'person', payment: true, body: () => ({}) },
  {
    route: route('POST /api/billing/oneclick-return'),
    as: 'anonymous',
    payment: true,
    before: async (context, deps) => {
      const checkout = await deps.fetch(new URL('/api/billing/checkout', deps.baseUrl), jsonRequest('POST', { purpose: 'change-card' }, context.person.idToken));
      if (checkout.status !== 201) throw new Error(`a second checkout answered ${checkout.status}`);
      context.returned = await requireCardForm(deps)((await checkout.json()) as CheckoutStarted, 'abort', context.person.idToken);
      if (context.returned.method !== 'POST') throw new Error(`Webpay returned an abort by ${context.returned.method}, not POST`);
    },
    body: ({ returned }) => returned?.fields ?? {},
    expect: (status) => status === 303,
  },
  // The refund of the payment that paid the period in force ends the plan: after every step that needs it.
  { route: route('POST /api/admin/users/{uid}/payments/{paymentId}/refund'), as: 'admin', payment: true, params: ({ person, paymentId }) => ({ uid: person.uid, paymentId }), body: () => ({}) },
  // Last: the person's sessions end, and the admin erases both accounts.
  {
    route: route('POST /api/auth/sign-out'),
    as: 'person',
    body: () => ({}),
  },
  { route: route('DELETE /api/admin/users/{uid}'), as: 'admin', params: ({ company }) => ({ uid: company.uid }) },
  {
    route: route('DELETE /api/admin/users/{uid}'),
    as: 'admin',
    params: ({ person }) => ({ uid: person.uid }),
    // The erasure finishes in the background (its consumers remove the pool's user and every item): within a minute.
    after: async (context, _answer, deps) => {
      for (const account of [context.person, context.company]) {
        const deadline = Date.now() + ERASURE_WAIT_MS;
        while (!(await deps.accountGone(account.uid, account.email))) {
          if (Date.now() > deadline) throw new Error(`${account.email} is still there ${ERASURE_WAIT_MS / 1000} s after its deletion`);
          await pause(2000);
        }
      }
    },
  },
];

const requireCardForm = (deps: WritesDeps): CardForm => {
  if (!deps.cardForm) throw new Error('no card form');
  return deps.cardForm;
};

const jsonRequest = (method: string, body: unknown, idToken?: string): RequestInit => ({
  method,
  headers: { accept: 'application/json', 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
  body: JSON.stringify(body),
});

/** The request of a step: its path with the context's ids, its body as JSON (Webpay's POST return as a form). */
export const requestOfStep = (step: WriteStep, context: WritesContext, baseUrl: string): { url: URL; init: RequestInit } => {
  const params = step.params?.(context) ?? {};
  const path = step.route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const url = new URL(path, baseUrl);
  for (const [name, value] of Object.entries(step.query?.(context) ?? {})) url.searchParams.set(name, value);
  const account = step.as === 'anonymous' ? undefined : context[step.as];
  const headers: Record<string, string> = { accept: 'application/json', ...(account ? { authorization: `Bearer ${account.idToken}` } : {}) };
  const body = step.body?.(context);
  if (body === undefined) return { url, init: { method: step.route.method, headers, redirect: 'manual' } };
  if (step.route.path === '/api/billing/oneclick-return') {
    return { url, init: { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body as Record<string, string>).toString(), redirect: 'manual' } };
  }
  return { url, init: { method: step.route.method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body), redirect: 'manual' } };
};

export interface WriteOutcome {
  readonly route: string;
  readonly as: Actor;
  readonly status: number;
  readonly ok: boolean;
  readonly detail?: string;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** One call of a step: its status and the text it answered. */
const call = async (step: WriteStep, context: WritesContext, deps: WritesDeps): Promise<{ status: number; text: string }> => {
  const { url, init } = requestOfStep(step, context, deps.baseUrl);
  const response = await deps.fetch(url, init);
  return { status: response.status, text: await response.text() };
};

/**
 * Runs the steps in order; a step that fails stops the rest (what follows needs it), and the
 * disposable accounts are erased whatever happened (`eraseAll`), by the admin or, failing that, by
 * `remove`. Answers each step's outcome and the accounts made.
 */
export const runWrites = async (
  deps: WritesDeps,
  remove: (account: { uid: string; email: string }) => Promise<void>,
): Promise<{ outcomes: WriteOutcome[]; skipped: string[] }> => {
  const log = deps.log ?? (() => undefined);
  const blank = (who: 'person' | 'company'): Account => ({ uid: '', email: disposableEmail(deps.runId, who), password: `Sm0ke!${deps.runId}${who}`, idToken: '' });
  const context: WritesContext = {
    runId: deps.runId,
    person: blank('person'),
    company: blank('company'),
    admin: deps.admin,
    ticketId: '',
    offerId: '',
    cvKey: '',
    activationToken: '',
    paymentId: '',
    resetToken: '',
    unsubscribeToken: '',
    logoKey: '',
    checkout: undefined,
    returned: undefined,
  };
  const outcomes: WriteOutcome[] = [];
  const skipped = deps.cardForm ? [] : writeSteps.filter((step) => step.payment).map((step) => routeKey(step.route));
  let erased = false;
  try {
    for (const step of writeSteps) {
      const key = routeKey(step.route);
      if (step.payment && !deps.cardForm) continue;
      let status = 0;
      try {
        await step.before?.(context, deps);
        if (step.payment && step.route.path === '/api/billing/oneclick-return' && context.returned?.followedByBrowser) {
          // Transbank's own page sent the person's browser back to the site, which took the return: check its outcome only.
          await step.after?.(context, undefined, deps);
          outcomes.push({ route: key, as: step.as, status: 0, ok: true, detail: 'followed by the browser' });
          log(`ok   ${key.padEnd(62)} ${'browser'.padEnd(9)} (Webpay sent the browser back to the site)`);
          continue;
        }
        let answered = await call(step, context, deps);
        for (let attempt = 1; step.retry?.(answered.status, answered.text) && attempt < LINK_TRIES; attempt += 1) {
          await pause(LINK_RETRY_MS);
          await step.before?.(context, deps);
          answered = await call(step, context, deps);
        }
        const { text } = answered;
        status = answered.status;
        const ok = (step.expect ?? ((code: number) => code >= 200 && code < 300))(status);
        if (!ok) {
          outcomes.push({ route: key, as: step.as, status, ok, detail: text.slice(0, 300) });
          log(`FAIL ${key.padEnd(62)} ${step.as.padEnd(9)} ${status} ${text.slice(0, 200)}`);
          break;
        }
        await step.after?.(context, text ? (JSON.parse(text) as unknown) : undefined, deps);
        outcomes.push({ route: key, as: step.as, status, ok });
        log(`ok   ${key.padEnd(62)} ${step.as.padEnd(9)} ${status}`);
        if (key === 'DELETE /api/admin/users/{uid}' && step.params?.(context).uid === context.person.uid) erased = true;
      } catch (error) {
        outcomes.push({ route: key, as: step.as, status, ok: false, detail: messageOf(error) });
        log(`FAIL ${key.padEnd(62)} ${step.as.padEnd(9)} ${status} ${messageOf(error)}`);
        break;
      }
    }
  } finally {
    if (!erased) {
      for (const account of [context.person, context.company].filter((candidate) => candidate.uid)) {
        try {
          await remove(account);
          log(`removed disposable account ${account.email}`);
        } catch (error) {
          outcomes.push({ route: 'cleanup', as: 'admin', status: 0, ok: false, detail: `Removing ${account.email} (${account.uid}): ${messageOf(error)}; remove it by hand (docs/deploy.md, "Smoke test")` });
        }
      }
    }
  }
  for (const key of skipped) log(`skip ${key}: the payment runs only with --payment on a stage in Transbank's integration environment`);
  return { outcomes, skipped };
};
