/**
 * Where a person was going when they were sent to sign in or register, kept through the registration
 * and its activation mail: a path of this site's internships half (the apply flow of an offer, a
 * student's page, the listing), never an address. The server puts it in the activation link it builds
 * from its own SITE_URL; the web checks it again before following it (features/auth/redirect.ts).
 */
export const RETURN_PATH_MAX = 200;

const shape = /^\/(intern|internships)(\/[\w.~-]+)*\/?(\?[\w.~%=&+-]*)?$/;

export const isReturnPath = (path: string): boolean => path.length <= RETURN_PATH_MAX && shape.test(path) && !path.includes('..');
