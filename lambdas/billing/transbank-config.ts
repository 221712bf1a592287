import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { Environment, IntegrationApiKeys, IntegrationCommerceCodes } from 'transbank-sdk';
import * as z from 'zod/mini';
import { secrets } from '../lib/clients/secrets';
import { TRANSBANK_CALL_TIMEOUT_MS } from '../../shared/billing';

/**
 * Where and as whom the functions that charge call Transbank Oneclick Mall, per stage:
 * - `TRANSBANK_ENVIRONMENT`: the SDK's base URL (`Options.environment`): Transbank's integration
 *   or production server, or the local emulator's URL (infra/local/function-env.ts);
 * - `TRANSBANK_SECRET_NAME`: a Secrets Manager secret `{"commerceCode", "childCommerceCode", "apiKey"}`;
 *   without it, the integration environment's public test credentials, never against production.
 * The CDK stack sets both from infra/lib/stage-config.ts `payments`.
 */
export interface TransbankCredentials {
  /** The mall's commerce code (`Tbk-Api-Key-Id`). */
  commerceCode: string;
  /** The store of the mall that every charge goes to (`details[].commerce_code`). */
  childCommerceCode: string;
  apiKey: string;
}

export interface TransbankConfig extends TransbankCredentials {
  environment: string;
  timeoutMs: number;
}

// Built when read (once a container), not at import: most modules that import this one never charge.
const envSchema = () =>
  z.object({
    TRANSBANK_ENVIRONMENT: z.url({ protocol: /^https?$/ }),
    TRANSBANK_SECRET_NAME: z.optional(z.string().check(z.minLength(1))),
    TRANSBANK_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.positive()), TRANSBANK_CALL_TIMEOUT_MS),
  });

/** The keys of the secret, as this module reads them; `npm run preflight` checks a stage's secret with this same schema. */
export const transbankSecretSchema = () => z.object({ commerceCode: z.string().check(z.regex(/^\d{12}$/)), childCommerceCode: z.string().check(z.regex(/^\d{12}$/)), apiKey: z.string().check(z.minLength(1)) });

export const integrationCredentials: TransbankCredentials = {
  commerceCode: IntegrationCommerceCodes.ONECLICK_MALL,
  childCommerceCode: IntegrationCommerceCodes.ONECLICK_MALL_CHILD1,
  apiKey: IntegrationApiKeys.WEBPAY,
};

let cached: Promise<TransbankConfig> | undefined;

const load = async (): Promise<TransbankConfig> => {
  const parsed = envSchema().safeParse(process.env);
  if (!parsed.success) throw new Error(`Invalid Transbank configuration: ${z.prettifyError(parsed.error)}`);
  const { TRANSBANK_ENVIRONMENT: environment, TRANSBANK_SECRET_NAME: secretName, TRANSBANK_TIMEOUT_MS: timeoutMs } = parsed.data;
  if (!secretName) {
    if (environment === (Environment.Production as string)) throw new Error('Transbank production needs TRANSBANK_SECRET_NAME: the public test credentials only work in integration');
    return { environment, timeoutMs, ...integrationCredentials };
  }
  const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: secretName }));
  const secret = transbankSecretSchema().safeParse(JSON.parse(SecretString ?? '{}'));
  if (!secret.success) throw new Error(`Invalid Transbank secret ${secretName}: ${z.prettifyError(secret.error)}`);
  return { environment, timeoutMs, ...secret.data };
};

/** Read once per container; a failed read is tried again on the next call. */
export const transbankConfig = (): Promise<TransbankConfig> => {
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
};

/** For tests: read the configuration again. */
export const resetTransbankConfig = (): void => {
  cached = undefined;
};
