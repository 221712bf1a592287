import * as z from 'zod/mini';
import { buckets } from '../../shared/data/buckets';
import { tables } from '../../shared/data/tables';

/** One variable per table and per bucket, named by their definitions in shared/data. */
const physicalNames = <Name extends string>(definitions: readonly { envVar: Name }[]) =>
  Object.fromEntries(definitions.map((definition) => [definition.envVar, z.string().check(z.minLength(1))])) as Record<Name, z.ZodMiniString>;

/**
 * Configuration of every function, validated once, on first use, and loudly.
 * The CDK construct that grants a function its table or pool sets these variables;
 * the local stack sets the same ones, plus `AWS_ENDPOINT_URL_<SERVICE>` to reach the emulators.
 * The schema is built on that first use too, not at import (cold starts).
 */
const envSchema = () =>
  z.object({
    STAGE: z.string().check(z.minLength(1)),
    ...physicalNames(tables),
    USER_POOL_ID: z.string().check(z.minLength(1)),
    USER_POOL_CLIENT_ID: z.string().check(z.minLength(1)),
    EVENT_BUS_NAME: z.string().check(z.minLength(1)),
    ...physicalNames(buckets),
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
