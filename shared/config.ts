import * as z from 'zod/mini';

/**
 * `/config.json`: what the browser needs to reach Cognito and the API. The CDK stack writes it from
 * its own outputs (infra/lib/constructs/site.ts), the local gateway serves the local stack's values,
 * each checked against this schema first; the web app reads it as written (web/src/lib/runtime-config.ts),
 * without zod.
 */
export const webConfigSchema = z.object({
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Only locally: cognito-local's URL. */
  userPoolEndpoint: z.optional(z.url()),
  /**
   * The hosted UI's domain for Google sign-in, without scheme (`<prefix>.auth.<region>.amazoncognito.com`;
   * locally the Google emulator's `127.0.0.1:<port>`). Without it the Google button is hidden.
   */
  oauthDomain: z.optional(z.string().check(z.minLength(1))),
  apiPath: z.literal('/api'),
  /** The live user document's WebSocket (shared/live.ts): the WebSocket API's stage URL, locally the gateway's LIVE_PATH. */
  liveUrl: z.string().check(z.regex(/^wss?:\/\/[^\s]+$/, 'a ws:// or wss:// URL')),
});

export type WebConfig = z.infer<typeof webConfigSchema>;

/** The config, or an error that says which field is wrong and how. */
export const parseWebConfig = (value: unknown): WebConfig => {
  const parsed = webConfigSchema.safeParse(value);
  if (!parsed.success) throw new Error(`/config.json is not valid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
};
