import type { WebConfig } from '@shared/config';

/**
 * What the browser needs to reach Cognito and the API, served as /config.json by the stack
 * (the local gateway locally; written from the stack's outputs at deploy time in the cloud).
 * Both write it only after checking it against its schema (shared/config.ts: the CDK stack when it is
 * synthesized, the local stack when it starts), so the browser reads it as written: the schema would bring
 * zod onto every signed-in page. A file that is missing or not a JSON object still fails
 * loudly, in the console, rather than as a puzzling sign-in error later.
 */
export type RuntimeConfig = WebConfig;

let loaded: Promise<RuntimeConfig> | undefined;

export const runtimeConfig = (): Promise<RuntimeConfig> =>
  (loaded ??= fetch('/config.json', { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
      const config: unknown = await response.json().catch(() => undefined);
      if (typeof config !== 'object' || config === null || Array.isArray(config)) {
        const error = new Error('/config.json is not a JSON object');
        console.error('The app cannot start: /config.json is not the one the stack writes.', error);
        throw error;
      }
      return config as RuntimeConfig;
    })
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
