import { fromEnv } from '@aws-sdk/credential-provider-env';
import type { defaultProvider as sdkDefaultProvider } from '@aws-sdk/credential-provider-node';

/**
 * Bundled in place of `@aws-sdk/credential-provider-node`, the SDK's default credential chain, in
 * every function, and in jest and the local stack too (infra/lib/constructs/lambda-aliases.ts). A Lambda function's credentials are
 * its execution role's, which the runtime puts in AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and
 * AWS_SESSION_TOKEN: the chain's first link, `fromEnv`, is the one that answers there. Its other links
 * (SSO, ini files, credential processes, web identity, container and instance metadata) never apply in
 * a Lambda, and they bring the STS, SSO and sign-in clients with them: a large part of every bundle and
 * of its cold import (`npm run bench -- --only functions` shows both).
 * The local stack gives its handlers these variables (infra/local/function-env.ts).
 */
export const defaultProvider: typeof sdkDefaultProvider = (init = {}) => fromEnv(init);
