import * as z from 'zod/mini';
import type { buckets } from '../../shared/data/buckets';
import type { tables } from '../../shared/data/tables';

type PhysicalNameVariable = (typeof tables)[number]['envVar'] | (typeof buckets)[number]['envVar'];

const nonEmpty = () => z.string().check(z.minLength(1));

/**
 * One variable per table and per bucket of shared/data. Named here rather than read from those lists, so
 * that a function does not bundle every table's definition for their names; the type fails the build when a
 * table or bucket is added or renamed and this list is not.
 */
const physicalNames = (): Record<PhysicalNameVariable, z.ZodMiniString> => ({
  TABLE_USERS: nonEmpty(),
  TABLE_AUTH: nonEmpty(),
  TABLE_AUDIT: nonEmpty(),
  TABLE_SUPPORT: nonEmpty(),
  TABLE_BILLING: nonEmpty(),
  TABLE_CONNECTIONS: nonEmpty(),
  TABLE_INTERNSHIPS: nonEmpty(),
  TABLE_CLAIMS: nonEmpty(),
  TABLE_OUTBOX: nonEmpty(),
  BUCKET_UPLOADS: nonEmpty(),
});

/**
 * Configuration of every function, validated once, on first use, and loudly.
 * The CDK construct that grants a function its table or pool sets these variables;
 * the local stack sets the same ones, plus `AWS_ENDPOINT_URL_<SERVICE>` to reach the emulators.
 * The schema is built on that first use too, not at import (cold starts).
 */
const envSchema = () =>
  z.object({
    STAGE: nonEmpty(),
    ...physicalNames(),
    USER_POOL_ID: nonEmpty(),
    USER_POOL_CLIENT_ID: nonEmpty(),
    EVENT_BUS_NAME: nonEmpty(),
    SITE_URL: z.url(),
    MAIL_FROM: z.email(),
    SUPPORT_INBOX: z.email(),
  });
export type Env = z.infer<ReturnType<typeof envSchema>>;
/** Every variable the functions read, for the stack's tests. */
export const envVarNames = (): (keyof Env)[] => Object.keys(envSchema().shape) as (keyof Env)[];

let cached: Env | undefined;

export const env = (): Env => {
  if (!cached) {
    const parsed = envSchema().safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid function configuration: ${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
};
