import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Behaviour } from './constants';

/**
 * The emulator's state, one JSON file (`<dataDir>/state.json`) written after every change
 * (to a temporary file, then renamed), so that inscriptions and charges survive restarts.
 */

/**
 * `timedout`: the card form was left open too long; `expired`: the merchant did not call `finish`
 * within 60 s of the return; `replaced`: a later inscription of the same username was finished.
 */
export type InscriptionStatus = 'started' | 'enrolled' | 'rejected' | 'aborted' | 'timedout' | 'expired' | 'finished' | 'replaced' | 'deleted';

export interface Inscription {
  token: string;
  mallCode: string;
  username: string;
  email: string;
  responseUrl: string;
  status: InscriptionStatus;
  createdAt: string;
  /** Set when the card form is submitted. */
  cardNumber?: string;
  cardType?: string;
  /** What later charges do; chosen on the card form, changeable on the index page. */
  behaviour?: Behaviour;
  tbkUser?: string;
  authorizationCode?: string;
  /** When the browser was sent back to the merchant after the card form: `finish` must come within 60 s. */
  returnedAt?: string;
  /** The Webpay abort: the values posted back as TBK_ORDEN_COMPRA and TBK_ID_SESION. */
  abortBuyOrder?: string;
  abortSessionId?: string;
}

export type DetailStatus = 'AUTHORIZED' | 'FAILED' | 'REVERSED' | 'NULLIFIED' | 'PARTIALLY_NULLIFIED' | 'CAPTURED';

export interface Refund {
  type: 'REVERSED' | 'NULLIFIED';
  amount: number;
  at: string;
  authorizationCode?: string;
}

export interface Detail {
  amount: number;
  status: DetailStatus;
  authorization_code: string;
  payment_type_code: string;
  response_code: number;
  installments_number: number;
  commerce_code: string;
  buy_order: string;
  /** Amount left after nullifications. */
  balance: number;
  capturedAmount?: number;
  refunds: Refund[];
}

export interface Transaction {
  mallCode: string;
  buy_order: string;
  username: string;
  tbkUser: string;
  card_number: string;
  accounting_date: string;
  transaction_date: string;
  details: Detail[];
  /** The charge was made but its answer withheld (behaviour "timeout"). */
  answerWithheld?: boolean;
}

export interface State {
  inscriptions: Inscription[];
  transactions: Transaction[];
}

export interface Store {
  readonly state: State;
  /** Runs a change and writes the file (at once, or within `saveDelayMs`). */
  update<T>(change: (state: State) => T): T;
  /** Writes a change not yet written. */
  flush(): void;
  readonly file: string;
}

const emptyState = (): State => ({ inscriptions: [], transactions: [] });

/**
 * `saveDelayMs`: 0 writes the file after every change (a test may read it at once); more writes at
 * most once in that time, for the scale bench's tens of thousands of charges (a write is the whole state).
 */
export const openStore = (dataDir: string, saveDelayMs = 0): Store => {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'state.json');
  let state = emptyState();
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<State>;
    state = { inscriptions: parsed.inscriptions ?? [], transactions: parsed.transactions ?? [] };
  }
  const save = () => {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
    renameSync(temporary, file);
  };
  let pending: NodeJS.Timeout | undefined;
  const flush = () => {
    if (pending) clearTimeout(pending);
    pending = undefined;
    save();
  };
  return {
    file,
    get state() {
      return state;
    },
    update(change) {
      const result = change(state);
      if (saveDelayMs <= 0) save();
      else pending ??= setTimeout(flush, saveDelayMs);
      return result;
    },
    flush: () => {
      if (pending) flush();
    },
  };
};

export const findInscriptionByToken = (state: State, token: string): Inscription | undefined =>
  state.inscriptions.find((inscription) => inscription.token === token);

export const findInscriptionByTbkUser = (state: State, tbkUser: string): Inscription | undefined =>
  state.inscriptions.find((inscription) => inscription.tbkUser === tbkUser);

export const findTransaction = (state: State, mallCode: string, buyOrder: string): Transaction | undefined =>
  state.transactions.find((transaction) => transaction.mallCode === mallCode && transaction.buy_order === buyOrder);

/** A child buy order is unique within the mall too. */
export const findDetail = (state: State, mallCode: string, childCode: string, childBuyOrder: string): { transaction: Transaction; detail: Detail } | undefined => {
  for (const transaction of state.transactions) {
    if (transaction.mallCode !== mallCode) continue;
    const detail = transaction.details.find((item) => item.commerce_code === childCode && item.buy_order === childBuyOrder);
    if (detail) return { transaction, detail };
  }
  return undefined;
};
