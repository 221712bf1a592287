import { LIVE_PROTOCOL } from '@shared/live';
import { keepLiveSocket, reconnectDelayMs } from './live-socket';

/** A stand-in for the browser's WebSocket: records what was opened and lets the test drive it. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen?: () => void;
  onmessage?: (event: { data: unknown }) => void;
  onclose?: () => void;
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.opened.push(this);
  }
  close() {
    this.closed = true;
  }
}

/** Lets the pending promise callbacks (the token) run. */
const flush = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

/** Waits until the pushed messages, read once their parser is loaded, are handed on. */
const handled = async (done: () => boolean) => {
  for (let turn = 0; turn < 50 && !done(); turn += 1) await Promise.resolve();
};

beforeEach(() => {
  FakeSocket.opened = [];
  jest.useFakeTimers();
  Object.assign(globalThis, { WebSocket: FakeSocket });
});
afterEach(() => jest.useRealTimers());

describe('the live socket client', () => {
  it('backs off from 1 s, doubling, to at most a minute', () => {
    expect([0, 1, 2, 5, 6, 20].map((attempt) => reconnectDelayMs(attempt, () => 0.5))).toEqual([1000, 2000, 4000, 32_000, 60_000, 60_000]);
  });

  it('offers the ID token as a subprotocol, hands on pushed messages, ignores anything else, and reconnects after a close', async () => {
    const messages: unknown[] = [];
    const states: boolean[] = [];
    const stop = keepLiveSocket({ url: 'ws://app/live', token: () => Promise.resolve('id-token'), onMessage: (message) => messages.push(message), onState: (open) => states.push(open) });
    await flush();
    const [first] = FakeSocket.opened;
    expect(first?.protocols).toEqual([LIVE_PROTOCOL, 'id-token']);
    first?.onopen?.();
    first?.onmessage?.({ data: JSON.stringify({ type: 'me', user: { uid: 'u1' } }) });
    first?.onmessage?.({ data: 'not json' });
    first?.onmessage?.({ data: JSON.stringify({ type: 'other' }) });
    first?.onmessage?.({ data: JSON.stringify({ type: 'support', itemId: 't1' }) });
    await handled(() => messages.length === 2);
    expect(messages).toEqual([
      { type: 'me', user: { uid: 'u1' } },
      { type: 'support', itemId: 't1' },
    ]);
    first?.onclose?.();
    expect(states).toEqual([true, false]);
    jest.advanceTimersByTime(1500);
    await flush();
    expect(FakeSocket.opened).toHaveLength(2);
    stop();
    expect(FakeSocket.opened[1]?.closed).toBe(true);
  });
});
