import { z } from 'zod';

/**
 * Configuration of every function, validated once, on first use, and loudly.
 * The CDK construct that grants a function its table or pool sets these variables;
 * the local stack sets the same ones, plus `AWS_ENDPOINT_URL_<SERVICE>` to reach the emulators.
 */
const envSchema = z.object({
  STAGE: z.string().min(1),
  TABLE_USERS: z.string().min(1),
  TABLE_AUTH: z.string().min(1),
  TABLE_AUDIT: z.string().min(1),
  TABLE_SUPPORT: z.string().min(1),
  TABLE_BILLING: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  EVENT_BUS_NAME: z.string().min(1),
  BUCKET_UPLOADS: z.string().min(1),
  SITE_URL: z.url(),
  MAIL_FROM: z.email(),
  SUPPORT_INBOX: z.email(),
});

export type Env = z.infer<typeof envSchema>;
export const envVarNames = Object.keys(envSchema.shape) as (keyof Env)[];

let cached: Env | undefined;

export const env = (): Env => {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid function configuration: ${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
};
