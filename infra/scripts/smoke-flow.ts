import { LIVE_PROTOCOL } from '../../shared/live';
import { checkDigit } from '../../shared/rut';
import type { SmokeUser } from './smoke-run';
import { runWrites, SMOKE_PNG, type WritesDeps } from './smoke-writes';

/**
 * The part of `npm run smoke` that proves the cloud works, beyond every route answering: a real
 * registration through the API whose activation mail goes through the event path (to SES's mailbox
 * simulator), the live socket receiving the push of a write, a presigned upload to the uploads bucket,
 * every write route with a valid body on disposable accounts (smoke-writes.ts), and then the
 * dead-letter queues empty and the alarms OK. What touches AWS is passed in (smoke.ts makes the real
 * ones), so that the tests hand it mocks. Everything it makes it removes.
 */
export interface SmokeStep {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
}

/** A socket opened with the browser's subprotocols; `next` resolves with the next message's text, or rejects on timeout or close. */
export interface LiveSocket {
  next(timeoutMs: number): Promise<string>;
  close(): void;
}

export interface FlowDeps {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  /** Opens the live socket as the browser does: `new WebSocket(url, [LIVE_PROTOCOL, idToken])`. */
  readonly openSocket: (url: string, protocols: string[]) => Promise<LiveSocket>;
  /** Whether the account's activation mail was sent (its once-only claim is held: a failed send gives it back). */
  readonly activationMailSent: (uid: string) => Promise<boolean>;
  /** Removes a user made by registration, with everything of theirs (the smoke users' own removal). */
  readonly removeUser: (user: SmokeUser) => Promise<void>;
  /** Messages waiting in each dead-letter queue of the stage (locally: dead letters written since the run began). */
  readonly deadLetters: () => Promise<{ readonly queue: string; readonly messages: number }[]>;
  /** The stage's alarms and their states; none locally. */
  readonly alarms: () => Promise<{ readonly name: string; readonly state: string }[]>;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly log?: (line: string) => void;
  /** How long to wait for the activation mail and the push (the event path and the stream take seconds). */
  readonly waitMs?: number;
  /** What the write routes' step needs of the stage (smoke-writes.ts); without it, that step is not run. */
  readonly writes?: Pick<WritesDeps, 'links' | 'signIn' | 'accountGone' | 'cardForm'> & { readonly remove: (account: { uid: string; email: string }) => Promise<void> };
}

/** SES's mailbox simulator: accepted and delivered, no real inbox, no bounce. */
export const flowEmail = (runId: string): string => `success+smoke-${runId}-registration@simulator.amazonses.com`;


const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A valid RUT no person has (companies' range), different each run. */
const registrationRut = (): string => {
  const body = String(97_000_000 + Math.floor(Math.random() * 1_000_000));
  return `${body}-${checkDigit(body)}`;
};

const jsonRequest = (method: string, body: unknown, idToken?: string): RequestInit => ({
  method,
  headers: { accept: 'application/json', 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
  body: JSON.stringify(body),
});

const waitFor = async (check: () => Promise<boolean>, totalMs: number, sleep: (ms: number) => Promise<void>): Promise<boolean> => {
  const interval = Math.max(1, Math.min(2000, Math.floor(totalMs / 10)));
  for (let waited = 0; ; waited += interval) {
    if (await check()) return true;
    if (waited >= totalMs) return false;
    await sleep(interval);
  }
};

/** A real registration, the activation mail through the bus to SES; the new account removed after. */
export const registrationStep = async (deps: FlowDeps, runId: string): Promise<SmokeStep> => {
  const name = 'registration and its activation mail';
  const sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const email = flowEmail(runId);
  const body = { firstName: 'Smoke', lastName: 'Registro', rut: registrationRut(), birthDate: '1990-01-01', email, password: `Sm0ke!${runId}`, acceptTerms: true };
  const response = await deps.fetch(new URL('/api/register', deps.baseUrl), jsonRequest('POST', body));
  const answer = (await response.json().catch(() => undefined)) as { uid?: string } | undefined;
  if (response.status !== 201 || !answer?.uid) return { name, ok: false, detail: `POST /api/register answered ${response.status}` };
  const user = { uid: answer.uid, email, idToken: '' };
  try {
    const sent = await waitFor(() => deps.activationMailSent(user.uid), deps.waitMs ?? 60_000, sleep);
    return { name, ok: sent, detail: sent ? `${email} registered, activation mail sent` : `${email} registered, but no activation mail was sent in time (see the mailer's logs and dead letters)` };
  } finally {
    await deps.removeUser(user);
  }
};

/** The live socket of the signed-in client receives the push of a change the API makes to their document. */
export const liveStep = async (deps: FlowDeps, client: SmokeUser, runId: string): Promise<SmokeStep> => {
  const name = 'live socket push';
  const config = (await (await deps.fetch(new URL('/config.json', deps.baseUrl))).json()) as { liveUrl?: string };
  if (!config.liveUrl) return { name, ok: false, detail: '/config.json has no liveUrl' };
  const socket = await deps.openSocket(config.liveUrl, [LIVE_PROTOCOL, client.idToken]);
  try {
    const pushed = socket.next(deps.waitMs ?? 30_000);
    const patch = await deps.fetch(new URL('/api/me', deps.baseUrl), jsonRequest('PATCH', { lastName: `Cliente ${runId.slice(-6)}` }, client.idToken));
    if (patch.status !== 200) {
      pushed.catch(() => undefined);
      return { name, ok: false, detail: `PATCH /api/me answered ${patch.status}` };
    }
    const message = JSON.parse(await pushed) as { type?: string };
    return message.type === 'me' ? { name, ok: true, detail: 'the change reached the socket' } : { name, ok: false, detail: `unexpected message ${JSON.stringify(message)}` };
  } catch (error) {
    return { name, ok: false, detail: `no push: ${messageOf(error)}` };
  } finally {
    socket.close();
  }
};

/** A presigned POST to the uploads bucket, the API's check of the object, and its removal. */
export const uploadStep = async (deps: FlowDeps, client: SmokeUser): Promise<SmokeStep> => {
  const name = 'presigned upload';
  const api = (path: string) => new URL(path, deps.baseUrl);
  const offer = await deps.fetch(api('/api/me/profile-image/upload-url'), jsonRequest('POST', { contentType: 'image/png', size: SMOKE_PNG.length }, client.idToken));
  if (offer.status !== 200) return { name, ok: false, detail: `POST /api/me/profile-image/upload-url answered ${offer.status}` };
  const { url, fields, key } = (await offer.json()) as { url: string; fields: Record<string, string>; key: string };
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([SMOKE_PNG], { type: 'image/png' }), 'smoke.png');
  const upload = await deps.fetch(url, { method: 'POST', body: form });
  if (upload.status < 200 || upload.status >= 300) return { name, ok: false, detail: `the bucket answered ${upload.status} to the presigned POST` };
  const confirm = await deps.fetch(api('/api/me/profile-image'), jsonRequest('PUT', { key }, client.idToken));
  const removal = await deps.fetch(api('/api/me/profile-image'), { method: 'DELETE', headers: { accept: 'application/json', authorization: `Bearer ${client.idToken}` } });
  if (confirm.status !== 200) return { name, ok: false, detail: `PUT /api/me/profile-image answered ${confirm.status}` };
  if (removal.status !== 200) return { name, ok: false, detail: `DELETE /api/me/profile-image answered ${removal.status}` };
  return { name, ok: true, detail: `uploaded, kept and removed ${key}` };
};

/** After everything else: no dead letters, no alarm firing. */
export const healthSteps = async (deps: FlowDeps): Promise<SmokeStep[]> => {
  const letters = await deps.deadLetters();
  const waiting = letters.filter((queue) => queue.messages > 0);
  const alarms = await deps.alarms();
  const firing = alarms.filter((alarm) => alarm.state === 'ALARM');
  return [
    {
      name: 'dead-letter queues empty',
      ok: waiting.length === 0,
      detail: waiting.length === 0 ? `${letters.length} checked` : waiting.map((queue) => `${queue.queue}: ${queue.messages}`).join(', '),
    },
    {
      name: 'alarms OK',
      ok: firing.length === 0,
      detail: alarms.length === 0 ? 'none here' : firing.length === 0 ? `${alarms.length} checked` : firing.map((alarm) => alarm.name).join(', '),
    },
  ];
};

export const formatStep = (step: SmokeStep): string => `${step.ok ? 'ok  ' : 'FAIL'} ${step.name}: ${step.detail}`;

/** Every write route with a valid body, on disposable accounts erased at the end: one step per call. */
export const writesSteps = async (deps: FlowDeps, admin: SmokeUser, runId: string): Promise<SmokeStep[]> => {
  const writes = deps.writes;
  if (!writes) return [];
  const { outcomes, skipped } = await runWrites({ baseUrl: deps.baseUrl, fetch: deps.fetch, runId, admin, ...writes, ...(deps.log ? { log: deps.log } : {}) }, writes.remove);
  const steps = outcomes.map((outcome) => ({ name: `${outcome.route} as ${outcome.as}`, ok: outcome.ok, detail: outcome.detail ?? `${outcome.status}` }));
  return [...steps, ...(skipped.length ? [{ name: 'payment', ok: true, detail: `not run (${skipped.length} calls): no --payment, or a stage whose payments are real` }] : [])];
};

/** Every step, each failing on its own (a step that throws is a FAIL with its message), the health checks last. */
export const runFlow = async (deps: FlowDeps, users: { readonly client: SmokeUser; readonly admin: SmokeUser }, runId: string): Promise<SmokeStep[]> => {
  const { client } = users;
  const log = deps.log ?? (() => undefined);
  const steps: SmokeStep[] = [];
  const attempt = async (name: string, step: () => Promise<SmokeStep | SmokeStep[]>) => {
    try {
      const done = await step();
      for (const one of Array.isArray(done) ? done : [done]) {
        steps.push(one);
        log(formatStep(one));
      }
    } catch (error) {
      const failed = { name, ok: false, detail: messageOf(error) };
      steps.push(failed);
      log(formatStep(failed));
    }
  };
  await attempt('registration and its activation mail', () => registrationStep(deps, runId));
  await attempt('live socket push', () => liveStep(deps, client, runId));
  await attempt('presigned upload', () => uploadStep(deps, client));
  if (deps.writes) {
    // Each call is logged as it goes (runWrites); only the failures are added to the log here.
    const written = await writesSteps(deps, users.admin, runId).catch((error: unknown) => [{ name: 'write routes', ok: false, detail: messageOf(error) }]);
    steps.push(...written);
    for (const step of written.filter((one) => !one.ok && one.name === 'write routes')) log(formatStep(step));
  }
  await attempt('dead letters and alarms', () => healthSteps(deps));
  return steps;
};
