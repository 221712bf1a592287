import { parseWebConfig, type WebConfig } from '@shared/config';

/**
 * What the browser needs to reach Cognito and the API, served as /config.json by the stack
 * (the local gateway locally; written from the stack's outputs at deploy time in the cloud).
 * Validated once, at start, against the schema both stacks write it with: a wrong file fails
 * loudly, in the console, rather than as a puzzling sign-in error later.
 */
export type RuntimeConfig = WebConfig;

let loaded: Promise<RuntimeConfig> | undefined;

export const runtimeConfig = (): Promise<RuntimeConfig> =>
  (loaded ??= fetch('/config.json', { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
      try {
        return parseWebConfig(await response.json());
      } catch (error) {
        console.error('The app cannot start: /config.json is missing a field or holds a wrong value.', error);
        throw error;
      }
    })
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
