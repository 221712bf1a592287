/**
 * The payment provider, behind an interface: Transbank Oneclick Mall (transbank.ts) in every stage,
 * locally pointed at the emulator. The card is typed on the provider's page, never on ours: we keep
 * only its `tbkUser` (the provider's token of the inscription), its type and last four digits.
 */
export interface InscriptionStart {
  /** The user's key at the provider (Oneclick's `username`, at most 40 characters). */
  username: string;
  email: string;
  /** Where the provider's page sends the browser back with `TBK_TOKEN` (by GET, or POST on an abort in integration). */
  responseUrl: string;
}

export interface StartedInscription {
  token: string;
  /** The provider's inscription page: the browser POSTs `TBK_TOKEN` to it. */
  url: string;
}

export interface InscribedCard {
  tbkUser: string;
  cardType: string;
  /** The last four digits. */
  last4: string;
}

/** `not-finished`: the card form was not completed (left open past its timeout) or `finish` came too late. */
export type FinishedInscription = { approved: true; card: InscribedCard } | { approved: false; reason: 'rejected' | 'not-finished' };

export interface ChargeRequest {
  username: string;
  tbkUser: string;
  /**
   * The idempotency key: one buy order per charge attempt, at most 26 characters. `status(buyOrder)`
   * tells what a charge whose answer was lost did. Whether the provider refuses a repeated one is not
   * published: a buy order is sent again only under a claim (first-charge.repository.ts, billing.repository.ts).
   */
  buyOrder: string;
  amountClp: number;
}

/** `unknown`: no answer (a timeout, a network error); `status(buyOrder)` settles it later. */
export type ChargeOutcome = 'paid' | 'failed' | 'unknown';

export interface ChargeResult {
  outcome: ChargeOutcome;
  /** The provider's authorization code of a paid charge. */
  authorizationCode?: string;
  /** What the receipt of a paid charge says about it: Transbank's payment type code and its instalments. */
  paymentTypeCode?: string;
  installments?: number;
  /** The last four digits of the card charged, from Transbank's `card_detail`. */
  cardLast4?: string;
  /** Of a paid charge, how much was refunded since (a reversal or a nullification), as `status` tells. */
  refundedClp?: number;
}

export interface PaymentGateway {
  startInscription(request: InscriptionStart): Promise<StartedInscription>;
  finishInscription(token: string): Promise<FinishedInscription>;
  deleteInscription(tbkUser: string, username: string): Promise<void>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** What became of a buy order: undefined when the provider never received it. */
  status(buyOrder: string): Promise<ChargeResult | undefined>;
  /** Refunds (reverses or nullifies) an amount of a paid buy order. */
  refund(buyOrder: string, amountClp: number): Promise<void>;
}
