import { LIVE_PROTOCOL, type LiveMessage } from '@shared/live';

type LiveMessageParser = (typeof import('@shared/live-message'))['parseLiveMessage'];
let parser: Promise<LiveMessageParser> | undefined;
/** The pushed messages' schema, with zod, loaded with the first message: a page most often gets none while it loads. */
const liveMessageParser = (): Promise<LiveMessageParser> =>
  (parser ??= import('@shared/live-message').then(
    (module) => module.parseLiveMessage,
    (error: unknown) => {
      parser = undefined;
      throw error;
    },
  ));

/** Waits between reconnections: 1 s, doubling, at most a minute, with jitter so that tabs do not reconnect together. */
export const reconnectDelayMs = (attempt: number, random: () => number = Math.random): number =>
  Math.min(60_000, 1000 * 2 ** Math.min(attempt, 6)) * (0.75 + random() / 2);

export interface LiveSocketOptions {
  url: string;
  /** The current ID token, asked for at every (re)connection; none: no connection. */
  token: () => Promise<string | undefined>;
  onMessage: (message: LiveMessage) => void;
  /** Told when the socket opens (true) and when it closes or cannot open (false). */
  onState: (open: boolean) => void;
}

/**
 * Keeps a live socket open (shared/live.ts): the ID token is offered as a subprotocol, so it stays
 * out of the URL; a close or a refusal reconnects after `reconnectDelayMs`. Returns a stop function.
 */
export const keepLiveSocket = (options: LiveSocketOptions): (() => void) => {
  let stopped = false;
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(), reconnectDelayMs(failures++));
  };

  const connect = async () => {
    const token = await options.token().catch(() => undefined);
    if (stopped) return;
    if (!token) {
      options.onState(false);
      retry();
      return;
    }
    const current = new WebSocket(options.url, [LIVE_PROTOCOL, token]);
    socket = current;
    current.onopen = () => {
      failures = 0;
      options.onState(true);
    };
    // Handed on one after another, in the order they came, once the parser is at hand.
    let received = Promise.resolve();
    current.onmessage = (event: MessageEvent<unknown>) => {
      const { data } = event;
      if (typeof data !== 'string') return;
      received = received
        .then(liveMessageParser)
        .then((parse) => {
          const message = parse(data);
          if (message && !stopped) options.onMessage(message);
        })
        .catch((error: unknown) => console.warn('A pushed message could not be read', error));
    };
    current.onclose = () => {
      if (socket !== current || stopped) return;
      socket = undefined;
      options.onState(false);
      retry();
    };
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close(1000);
    socket = undefined;
  };
};
