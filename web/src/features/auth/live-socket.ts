import { LIVE_PROTOCOL, type LiveMessage } from '@shared/live';
import { parseLiveMessage } from '@shared/live-message';

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
    current.onmessage = (event: MessageEvent<unknown>) => {
      const message = typeof event.data === 'string' ? parseLiveMessage(event.data) : undefined;
      if (message) options.onMessage(message);
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
