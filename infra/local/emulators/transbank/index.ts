import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { LOCAL_HOST } from '../../config';
import { takeTransbankFault, type LocalFaults, type TransbankCall } from '../../faults';
import { handleApi } from './api';
import type { ApiContext } from './body';
import { BEHAVIOUR_LABELS, FINISH_WINDOW_MS, FORM_TIMEOUT_MS, INSCRIPTION_PAGE_PATH, INTEGRATION_MALLS, ONECLICK_PREFIX, testCardFor, type Behaviour, type MallCommerce } from './constants';
import { BEHAVIOUR_PATH, indexPage, INSCRIPTION_SUBMIT_PATH, inscriptionPage, messagePage, returnPage, type Page } from './pages';
import { findInscriptionByToken, openStore, type Inscription } from './store';

/**
 * The local stand-in for Transbank Oneclick Mall: the REST API that transbank-sdk calls
 * when `Options.environment` is this server's URL, Webpay's inscription page (`url_webpay`) where a
 * developer inscribes a test card and chooses what later charges do (approve, reject, no answer),
 * and an index page at `/`. State is kept in `<dataDir>/state.json`.
 */
export interface TransbankEmulatorOptions {
  /** Default: `TRANSBANK_PORT`, else 4580; 0 picks a free port. */
  port?: number;
  host?: string;
  /** e.g. `.local/transbank`. */
  dataDir: string;
  log?: (line: string) => void;
  /** How long a "Sin respuesta (timeout)" charge holds the request before closing the connection; default just over the SDK's 10-minute timeout. */
  timeoutDelayMs?: number;
  /** Commerce codes accepted; default the integration environment's Oneclick Mall codes and key. */
  malls?: Record<string, MallCommerce>;
  /** Full-amount refunds within this time are reversals (Webpay: 3 hours). */
  reversalWindowMs?: number;
  /** How long the card form waits before returning with a timeout; default the integration environment's 10 minutes. */
  formTimeoutMs?: number;
  /** How long after the return `finish` is accepted; default Transbank's 60 seconds. */
  finishWindowMs?: number;
  /**
   * How Webpay returns an abort ("Anular"): POST in the integration environment with API 1.2, GET in
   * production (documentacion/oneclick, "Resumen de flujos"). Default POST; the card form can choose.
   */
  abortReturnMethod?: 'GET' | 'POST';
  /** Writes its state file at most once in this time instead of after every change (the scale bench); 0 by default. */
  saveDelayMs?: number;
  /** The emulator's clock (tests). */
  now?: () => Date;
  /** Test-only: Transbank's next answers made slow, lost or failed (infra/local/faults.ts); read on every call. */
  faults?: Pick<LocalFaults, 'transbank'>;
}

export interface TransbankEmulator {
  /** The SDK's `environment`: `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const SDK_DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;
const MAX_BODY_BYTES = 1024 * 1024;

const defaultPort = (): number => {
  const raw = process.env.TRANSBANK_PORT;
  const value = raw ? Number(raw) : 4580;
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`TRANSBANK_PORT must be a port number, got "${raw ?? ''}"`);
  return value;
};

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('Body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const sendHtml = (response: ServerResponse, status: number, page: Page) => {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': page.csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  response.end(page.html);
};

const isBehaviour = (value: string): value is Behaviour => value in BEHAVIOUR_LABELS;

/** Local extra, not Transbank's: the charges of a username as JSON (`?username=`), for tests that check what was charged. */
export const CHARGES_PATH = '/emulador/cargos';

/** Which Oneclick Mall call a request is, for the fault plan. */
const callOf = (method: string, route: string): TransbankCall | undefined => {
  if (route === '/inscriptions') return method === 'POST' ? 'start' : method === 'DELETE' ? 'delete' : undefined;
  if (/^\/inscriptions\/[^/]+$/.test(route)) return 'finish';
  if (route === '/transactions') return 'authorize';
  if (/^\/transactions\/[^/]+\/refunds$/.test(route)) return 'refund';
  if (/^\/transactions\/[^/]+$/.test(route) && method === 'GET') return 'status';
  return undefined;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const startTransbankEmulator = async (options: TransbankEmulatorOptions): Promise<TransbankEmulator> => {
  const host = options.host ?? LOCAL_HOST;
  const store = openStore(options.dataDir, options.saveDelayMs);
  const timeoutDelayMs = options.timeoutDelayMs ?? SDK_DEFAULT_TIMEOUT_MS + 60_000;
  const withheld = new Set<NodeJS.Timeout>();
  const context: ApiContext = {
    store,
    malls: options.malls ?? INTEGRATION_MALLS,
    baseUrl: '',
    now: options.now ?? (() => new Date()),
    reversalWindowMs: options.reversalWindowMs ?? 3 * 60 * 60 * 1000,
    formTimeoutMs: options.formTimeoutMs ?? FORM_TIMEOUT_MS.integration,
    finishWindowMs: options.finishWindowMs ?? FINISH_WINDOW_MS,
  };

  const formTimedOut = (inscription: Inscription): boolean => context.now().getTime() - Date.parse(inscription.createdAt) > context.formTimeoutMs;

  /** The form left open too long: Webpay aborts it and returns only TBK_TOKEN, by GET (API 1.1 and later). */
  const timeOut = (inscription: Inscription): Page & { status: number } => {
    store.update(() => Object.assign(inscription, { status: 'timedout', returnedAt: context.now().toISOString() }));
    options.log?.(`[transbank] inscription of ${inscription.username} timed out on the card form`);
    return { status: 200, ...returnPage(inscription.responseUrl, 'GET', { TBK_TOKEN: inscription.token }) };
  };

  /** The card form's answer: the inscription is enrolled, rejected (the card's own result) or aborted. */
  const submitInscription = (form: URLSearchParams): Page & { status: number } => {
    const token = form.get('TBK_TOKEN') ?? '';
    const inscription = findInscriptionByToken(store.state, token);
    if (inscription?.status !== 'started') {
      return { status: 404, ...messagePage('Inscripción no disponible', 'El token no existe, ya se usó o la inscripción fue anulada.') };
    }
    if (formTimedOut(inscription)) return timeOut(inscription);
    if (form.get('action') === 'anular') {
      const abortBuyOrder = `OC${randomBytes(6).toString('hex')}`.slice(0, 26);
      const abortSessionId = randomBytes(8).toString('hex');
      store.update(() => Object.assign(inscription, { status: 'aborted', abortBuyOrder, abortSessionId }));
      options.log?.(`[transbank] inscription of ${inscription.username} aborted`);
      // Webpay's abort sends back the token, a buy order and a session id (API 1.2: POST in integration, GET in production).
      const chosen = form.get('abort_method');
      const method = chosen === 'GET' || chosen === 'POST' ? chosen : (options.abortReturnMethod ?? 'POST');
      return { status: 200, ...returnPage(inscription.responseUrl, method, { TBK_TOKEN: token, TBK_ORDEN_COMPRA: abortBuyOrder, TBK_ID_SESION: abortSessionId }) };
    }
    const cardNumber = (form.get('card_number') ?? '').replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(cardNumber)) return { status: 422, ...inscriptionPage(inscription, 'El número de tarjeta debe tener entre 13 y 19 dígitos.', cardNumber) };
    const card = testCardFor(cardNumber);
    const chosen = form.get('behaviour') ?? 'card';
    store.update(() =>
      Object.assign(inscription, {
        status: card.approves ? 'enrolled' : 'rejected',
        cardNumber,
        cardType: card.cardType,
        behaviour: isBehaviour(chosen) ? chosen : undefined,
        returnedAt: context.now().toISOString(),
      }),
    );
    options.log?.(`[transbank] ${inscription.username} entered ${card.cardType} ****${cardNumber.slice(-4)} (${card.approves ? 'approved' : 'rejected'})`);
    // Approved or rejected, only TBK_TOKEN comes back, by GET with API 1.1 and later (documentacion/oneclick, "Resumen de flujos").
    return { status: 200, ...returnPage(inscription.responseUrl, 'GET', { TBK_TOKEN: token }) };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    const method = request.method ?? 'GET';
    const raw = await readBody(request);
    if (url.pathname.startsWith(`${ONECLICK_PREFIX}/`)) {
      const call = callOf(method, url.pathname.slice(ONECLICK_PREFIX.length));
      const fault = call ? takeTransbankFault(options.faults, call) : undefined;
      if (fault) options.log?.(`[transbank] fault on ${call ?? ''}: ${fault.kind}`);
      if (fault?.kind === 'unreachable') {
        request.socket.destroy();
        return;
      }
      if (fault?.kind === 'server-error') {
        response.writeHead(503, { 'content-type': 'application/json;charset=UTF-8' });
        response.end(JSON.stringify({ error_message: 'Service Unavailable' }));
        return;
      }
      const result = handleApi(context, method, url.pathname, request.headers, raw);
      if (fault?.kind === 'answer-lost') {
        request.socket.destroy();
        return;
      }
      if (fault?.kind === 'slow') await sleep(fault.delayMs ?? 1000);
      if ('withhold' in result) {
        // No answer: hold the connection past the SDK's timeout, then close it without a response.
        const timer = setTimeout(() => {
          withheld.delete(timer);
          request.socket.destroy();
        }, timeoutDelayMs);
        withheld.add(timer);
        return;
      }
      if (result.status === 204 || result.body === undefined) {
        response.writeHead(result.status);
        response.end();
        return;
      }
      response.writeHead(result.status, { 'content-type': 'application/json;charset=UTF-8', 'cache-control': 'no-store' });
      response.end(JSON.stringify(result.body));
      return;
    }
    const form = new URLSearchParams(method === 'POST' ? raw : url.search);
    switch (`${method} ${url.pathname}`) {
      case 'GET /':
        sendHtml(response, 200, indexPage(store.state, context.baseUrl));
        return;
      case `GET ${INSCRIPTION_PAGE_PATH}`:
      case `POST ${INSCRIPTION_PAGE_PATH}`: {
        const inscription = findInscriptionByToken(store.state, form.get('TBK_TOKEN') ?? '');
        if (inscription?.status !== 'started') sendHtml(response, 404, messagePage('Inscripción no disponible', 'Falta TBK_TOKEN, no existe, ya se usó o fue anulada.'));
        else if (formTimedOut(inscription)) sendHtml(response, 200, timeOut(inscription));
        else sendHtml(response, 200, inscriptionPage(inscription, undefined, undefined, options.abortReturnMethod ?? 'POST'));
        return;
      }
      case `POST ${INSCRIPTION_SUBMIT_PATH}`: {
        const page = submitInscription(form);
        sendHtml(response, page.status, page);
        return;
      }
      case `GET ${CHARGES_PATH}`: {
        // Local extra, for tests: every charge made to a username, as the emulator keeps it.
        const username = form.get('username') ?? '';
        response.writeHead(200, { 'content-type': 'application/json;charset=UTF-8', 'cache-control': 'no-store' });
        response.end(JSON.stringify({ transactions: store.state.transactions.filter((transaction) => transaction.username === username) }));
        return;
      }
      case `POST ${BEHAVIOUR_PATH}`: {
        const inscription = findInscriptionByToken(store.state, form.get('TBK_TOKEN') ?? '');
        const chosen = form.get('behaviour') ?? 'card';
        if (!inscription) {
          sendHtml(response, 404, messagePage('Inscripción no encontrada', 'No existe una inscripción con ese token.'));
          return;
        }
        store.update(() => void (inscription.behaviour = isBehaviour(chosen) ? chosen : undefined));
        response.writeHead(303, { location: '/' });
        response.end();
        return;
      }
      default:
        sendHtml(response, 404, messagePage('No encontrado', `${method} ${url.pathname} no existe en este emulador.`));
    }
  };

  const server = http.createServer((request, response) => {
    const started = Date.now();
    const url = new URL(request.url ?? '/', 'http://emulator');
    const route = `${request.method ?? 'GET'} ${url.pathname}`;
    handle(request, response, url)
      .catch((error: unknown) => {
        options.log?.(`[transbank] ${route} failed: ${error instanceof Error ? error.message : String(error)}`);
        if (!response.headersSent) {
          response.writeHead(500, { 'content-type': 'application/json;charset=UTF-8' });
          response.end(JSON.stringify({ error_message: 'Internal Server Error' }));
        }
      })
      .finally(() => options.log?.(`[transbank] ${route} ${response.headersSent ? response.statusCode : 'held'} ${Date.now() - started}ms`));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? defaultPort(), host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://${host}:${port}`;
  context.baseUrl = url;
  options.log?.(`[transbank] Oneclick Mall emulator on ${url} (state in ${store.file})`);
  return {
    url,
    port,
    stop: () =>
      new Promise((resolve) => {
        for (const timer of withheld) clearTimeout(timer);
        withheld.clear();
        store.flush();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
