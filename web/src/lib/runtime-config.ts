/**
 * What the browser needs to reach Cognito and the API, served as /config.json by the stack
 * (the local gateway locally; written from the stack's outputs at deploy time in the cloud).
 */
export interface RuntimeConfig {
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** Only locally: cognito-local's URL. */
  readonly userPoolEndpoint?: string;
  /**
   * The hosted UI's domain for Google sign-in (`<prefix>.auth.<region>.amazoncognito.com`;
   * locally the Google emulator's `127.0.0.1:<port>`). Without it the Google button is hidden.
   */
  readonly oauthDomain?: string;
  readonly apiPath: string;
}

let loaded: Promise<RuntimeConfig> | undefined;

export const runtimeConfig = (): Promise<RuntimeConfig> =>
  (loaded ??= fetch('/config.json', { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
      return (await response.json()) as RuntimeConfig;
    })
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
