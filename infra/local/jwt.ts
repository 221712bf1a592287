/** The local API's JWT authorizer verifies tokens with the code the live socket's $connect function uses. */
export { createJwtVerifier, flattenClaims } from '../../lambdas/lib/jwt';
