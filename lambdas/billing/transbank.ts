import { createHash } from 'node:crypto';
import { Oneclick, Options, TransactionDetail } from 'transbank-sdk';
import { logger } from '../lib/logger';
import type { ChargeResult, FinishedInscription, PaymentGateway } from './payment-gateway';
import { transbankConfig, type TransbankConfig } from './transbank-config';

/**
 * Transbank Oneclick Mall through the official transbank-sdk: card inscription (start, the
 * user's card on Transbank's page, finish), charges by API (`authorize`), `status` and `refund`.
 * Each charge goes to one store of the mall (`childCommerceCode`) with its own buy order, derived
 * from the parent's (`childBuyOrderOf`); the parent's buy order is the key everywhere else.
 */
interface OneclickDetail {
  status?: string;
  response_code?: number;
  authorization_code?: string;
  buy_order?: string;
  payment_type_code?: string;
  installments_number?: number;
  amount?: number;
  /** What is left after nullifications (status answers). */
  balance?: number;
}
interface OneclickTransaction {
  card_detail?: { card_number?: string };
  details?: OneclickDetail[];
}

/** Oneclick's buy orders are at most 26 characters: `BC` and 24 hex digits of the key's SHA-256. */
export const buyOrderFor = (idempotencyKey: string): string => `BC${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

/**
 * The store's (child) buy order of a charge: distinct from the parent's, as Transbank's examples
 * make them, and derived from it, so that a refund finds it from the parent alone.
 */
export const childBuyOrderOf = (buyOrder: string): string => (buyOrder.startsWith('BC') ? `BS${buyOrder.slice(2)}` : `S${buyOrder}`.slice(0, 26));

/** Oneclick's `username`: at most 40 characters; the user's id, which never changes. */
export const oneclickUsername = (uid: string): string => uid.slice(0, 40);

const options = (config: TransbankConfig) => new Options(config.commerceCode, config.apiKey, config.environment, config.timeoutMs);

/** The detail statuses of a charge Transbank authorized: as made, captured, or refunded since (reversed, nullified in whole or part). */
const AUTHORIZED_STATUSES = new Set(['AUTHORIZED', 'CAPTURED', 'REVERSED', 'NULLIFIED', 'PARTIALLY_NULLIFIED']);

/** How much of an authorized detail was refunded: all of it when reversed, the amount less the balance when nullified. */
const refundedOf = (detail: OneclickDetail): number | undefined => {
  const amount = detail.amount ?? 0;
  if (detail.status === 'REVERSED') return amount;
  if (detail.status === 'NULLIFIED') return amount - (detail.balance ?? 0);
  if (detail.status === 'PARTIALLY_NULLIFIED') return amount - (detail.balance ?? amount);
  return undefined;
};

const resultOf = (transaction: OneclickTransaction): ChargeResult => {
  const detail = transaction.details?.[0];
  const paid = detail?.response_code === 0 && AUTHORIZED_STATUSES.has(detail.status ?? '');
  if (!paid) return { outcome: 'failed' };
  const refundedClp = refundedOf(detail);
  const last4 = /\d{4}$/.exec(transaction.card_detail?.card_number ?? '')?.[0];
  return {
    outcome: 'paid',
    ...(detail.authorization_code ? { authorizationCode: detail.authorization_code } : {}),
    ...(detail.payment_type_code ? { paymentTypeCode: detail.payment_type_code } : {}),
    ...(typeof detail.installments_number === 'number' ? { installments: detail.installments_number } : {}),
    ...(last4 ? { cardLast4: last4 } : {}),
    ...(refundedClp ? { refundedClp } : {}),
  };
};

const NOT_FINISHED = -96;

/**
 * How a call to Transbank failed, from the SDK's error: its first line is the HTTP client's own
 * (`Request failed with status code 422`, `timeout of 1000ms exceeded`, a socket's error), its second
 * Transbank's `error_message`. Only the status is read, never Transbank's (or the emulator's) text:
 * `status` is undefined when no answer came (a timeout, a closed connection).
 */
export const transbankStatusOf = (error: unknown): number | undefined => {
  const firstLine = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  const status = /status code (\d{3})\b/.exec(firstLine)?.[1];
  return status ? Number(status) : undefined;
};
/** No answer, or a server error (an unknown `tbk_user` answers HTTP 500): whether a charge was made is asked later with `status`. */
const isNoAnswer = (error: unknown): boolean => {
  const status = transbankStatusOf(error);
  return status === undefined || status >= 500;
};
/**
 * `status` of a buy order Transbank never received: HTTP 422 ("buy order not found" in transbank-sdk-python's
 * mocks), 404 in the reference's table ("La transacción no ha sido encontrada").
 */
const isNotFound = (error: unknown): boolean => [404, 422].includes(transbankStatusOf(error) ?? 0);
const providerMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const transbankGateway = (loadConfig: () => Promise<TransbankConfig> = transbankConfig): PaymentGateway => {
  const status = async (buyOrder: string): Promise<ChargeResult | undefined> => {
    const config = await loadConfig();
    try {
      return resultOf((await new Oneclick.MallTransaction(options(config)).status(buyOrder)) as OneclickTransaction);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };

  return {
    startInscription: async ({ username, email, responseUrl }) => {
      const config = await loadConfig();
      const started = (await new Oneclick.MallInscription(options(config)).start(username, email, responseUrl)) as { token: string; url_webpay: string };
      return { token: started.token, url: started.url_webpay };
    },

    finishInscription: async (token): Promise<FinishedInscription> => {
      const config = await loadConfig();
      const finished = (await new Oneclick.MallInscription(options(config)).finish(token)) as {
        response_code: number;
        tbk_user: string | null;
        card_type?: string;
        card_number?: string;
      };
      // -96: the card form was never completed (a timeout) or finish came after Transbank's 60 seconds.
      if (finished.response_code === NOT_FINISHED) return { approved: false, reason: 'not-finished' };
      if (finished.response_code !== 0 || !finished.tbk_user) return { approved: false, reason: 'rejected' };
      return { approved: true, card: { tbkUser: finished.tbk_user, cardType: finished.card_type ?? '', last4: (finished.card_number ?? '').slice(-4) } };
    },

    deleteInscription: async (tbkUser, username) => {
      const config = await loadConfig();
      try {
        await new Oneclick.MallInscription(options(config)).delete(tbkUser, username);
      } catch (error) {
        // 404: no such inscription (deleted already, or replaced by a newer card): nothing left to delete.
        if (transbankStatusOf(error) !== 404) throw error;
      }
    },

    charge: async ({ username, tbkUser, buyOrder, amountClp }) => {
      const config = await loadConfig();
      try {
        const transaction = (await new Oneclick.MallTransaction(options(config)).authorize(username, tbkUser, buyOrder, [
          new TransactionDetail(amountClp, config.childCommerceCode, childBuyOrderOf(buyOrder)),
        ])) as OneclickTransaction;
        return resultOf(transaction);
      } catch (error) {
        if (isNoAnswer(error)) {
          logger.warn('Transbank gave no answer to a charge', { buyOrder, error: providerMessage(error) });
          return { outcome: 'unknown' };
        }
        // A refusal (4xx): whatever it says, the buy order's status tells whether a charge exists under it.
        const made = await status(buyOrder).catch(() => undefined);
        if (made) return made;
        logger.error('Transbank refused a charge', { buyOrder, error: providerMessage(error) });
        return { outcome: 'unknown' };
      }
    },

    status,

    refund: async (buyOrder, amountClp) => {
      const config = await loadConfig();
      const transaction = new Oneclick.MallTransaction(options(config));
      try {
        await transaction.refund(buyOrder, config.childCommerceCode, childBuyOrderOf(buyOrder), amountClp);
      } catch (error) {
        // Charges made before child buy orders were distinct used the parent's: their own child buy order is not found (404).
        if (transbankStatusOf(error) !== 404) throw error;
        await transaction.refund(buyOrder, config.childCommerceCode, buyOrder, amountClp);
      }
    },
  };
};
