import { createHash } from 'node:crypto';
import { Oneclick, Options, TransactionDetail } from 'transbank-sdk';
import { logger } from '../lib/logger';
import type { ChargeResult, FinishedInscription, PaymentGateway } from './payment-gateway';
import { transbankConfig, type TransbankConfig } from './transbank-config';

/**
 * Transbank Oneclick Mall through the official transbank-sdk: card inscription (start, the
 * user's card on Transbank's page, finish), charges by API (`authorize`), `status` and `refund`.
 * Each charge goes to one store of the mall (`childCommerceCode`); the store's buy order is the
 * parent's, so one key identifies the charge everywhere.
 */
interface OneclickDetail {
  status?: string;
  response_code?: number;
  authorization_code?: string;
  buy_order?: string;
}
interface OneclickTransaction {
  details?: OneclickDetail[];
}

/** Oneclick's buy orders are at most 26 characters: `BC` and 24 hex digits of the key's SHA-256. */
export const buyOrderFor = (idempotencyKey: string): string => `BC${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

/** Oneclick's `username`: at most 40 characters; the user's id, which never changes. */
export const oneclickUsername = (uid: string): string => uid.slice(0, 40);

const options = (config: TransbankConfig) => new Options(config.commerceCode, config.apiKey, config.environment, config.timeoutMs);

const resultOf = (transaction: OneclickTransaction): ChargeResult => {
  const detail = transaction.details?.[0];
  const paid = detail?.response_code === 0 && (detail.status === 'AUTHORIZED' || detail.status === 'CAPTURED');
  return paid ? { outcome: 'paid', authorizationCode: detail.authorization_code } : { outcome: 'failed' };
};

/** The SDK folds the HTTP answer into its error's message: Transbank's `error_message` is on its second line. */
const providerMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const isNotFound = (error: unknown): boolean => /Transaction not found/i.test(providerMessage(error));
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
      if (finished.response_code !== 0 || !finished.tbk_user) return { approved: false };
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
          new TransactionDetail(amountClp, config.childCommerceCode, buyOrder),
        ])) as OneclickTransaction;
        return resultOf(transaction);
      } catch (error) {
        // Already sent once (an earlier run lost the answer): what it did, never a second charge.
        if (isDuplicateBuyOrder(error)) return (await status(buyOrder)) ?? { outcome: 'unknown' };
        if (/timeout|ECONNRESET|socket hang up|Unexpected error/i.test(providerMessage(error))) {
          logger.warn('Transbank gave no answer to a charge', { buyOrder });
          return { outcome: 'unknown' };
        }
        throw error;
      }
    },

    status,

    refund: async (buyOrder, amountClp) => {
      const config = await loadConfig();
      await new Oneclick.MallTransaction(options(config)).refund(buyOrder, config.childCommerceCode, buyOrder, amountClp);
    },
  };
};
