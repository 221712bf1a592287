/**
 * What the package `form-data` becomes in every bundle (`alias` in infra/lib/constructs/bundling.ts):
 * Node's own FormData. axios, the HTTP client of the Transbank SDK, imports `form-data` (and with it
 * mime-types and their 160 KB database) only as its class for multipart bodies, which Oneclick Mall
 * never sends; it takes a standard FormData as well (`toFormData`, and its http adapter streams one).
 */
export default globalThis.FormData;
