import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/** The Secrets Manager client, created once per container by the functions that import it. */
export const secrets = /* @__PURE__ */ new SecretsManagerClient({});
