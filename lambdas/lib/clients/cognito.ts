import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/** The Cognito user pools client, created once per container by the functions that import it. */
export const cognito = /* @__PURE__ */ new CognitoIdentityProviderClient({});
