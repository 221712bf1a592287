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
}
interface OneclickTransaction {
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

const resultOf = (transaction: OneclickTransaction): ChargeResult => {
  const detail = transaction.details?.[0];
  const paid = detail?.response_code === 0 && (detail.status === 'AUTHORIZED' || detail.status === 'CAPTURED');
  if (!paid) return { outcome: 'failed' };
  return {
    outcome: 'paid',
    ...(detail.authorization_code ? { authorizationCode: detail.authorization_code } : {}),
    ...(detail.payment_type_code ? { paymentTypeCode: detail.payment_type_code } : {}),
    ...(typeof detail.installments_number === 'number' ? { installments: detail.installments_number } : {}),
  };
};

const NOT_FINISHED = -96;

/** The SDK folds the HTTP answer into its error's message: Transbank's `error_message` is on its second line. */
const providerMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
/** `status` of a buy order Transbank never received: 422 "Invalid value for parameter: buy order not found" (404 "Transaction not found" on older API versions). */
const isNotFound = (error: unknown): boolean => /buy order not found|Transaction not found/i.test(providerMessage(error));
/** No answer, or a server error (an unknown `tbk_user` answers HTTP 500): whether the charge was made is asked later with `status`. */
const isNoAnswer = (error: unknown): boolean => /timeout|ECONNRESET|ECONNREFUSED|socket hang up|Unexpected error|status code 5\d\d/i.test(providerMessage(error));
const isDuplicateBuyOrder = (error: unknown): boolean => /Invalid value for parameter: buy_order/i.test(providerMessage(error));

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
      await new Oneclick.MallInscription(options(config)).delete(tbkUser, username);
    },

    charge: async ({ username, tbkUser, buyOrder, amountClp }) => {
      const config = await loadConfig();
      try {
        const transaction = (await new Oneclick.MallTransaction(options(config)).authorize(username, tbkUser, buyOrder, [
          new TransactionDetail(amountClp, config.childCommerceCode, childBuyOrderOf(buyOrder)),
        ])) as OneclickTransaction;
        return resultOf(transaction);
      } catch (error) {
        // Already sent once (an earlier run lost the answer): what it did, never a second charge.
        if (isDuplicateBuyOrder(error)) return (await status(buyOrder)) ?? { outcome: 'unknown' };
        if (isNoAnswer(error)) {
          logger.warn('Transbank gave no answer to a charge', { buyOrder, error: providerMessage(error) });
          return { outcome: 'unknown' };
        }
        throw error;
      }
    },

    status,

    refund: async (buyOrder, amountClp) => {
      const config = await loadConfig();
      const transaction = new Oneclick.MallTransaction(options(config));
      try {
        await transaction.refund(buyOrder, config.childCommerceCode, childBuyOrderOf(buyOrder), amountClp);
      } catch (error) {
        // Charges made before child buy orders were distinct used the parent's.
        if (!/Transaction not found/i.test(providerMessage(error))) throw error;
        await transaction.refund(buyOrder, config.childCommerceCode, buyOrder, amountClp);
      }
    },
  };
};
