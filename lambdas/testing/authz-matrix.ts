import type { RouteDefinition } from '../../shared/routes';
import type { CallerClaims } from './events';

/**
 * The authorization matrix: every route of the route table against each kind of
 * caller, with what the middleware (lambdas/lib/http.ts) must answer. Pure data, so that
 * `npm run bench` counts the cases without starting anything.
 */
export interface Persona {
  name: string;
  /** The token's claims; none for an anonymous request. */
  caller?: CallerClaims;
  /** The caller's document as the account check reads it; none when there is no document. */
  document?: Record<string, unknown>;
}

const now = () => Math.floor(Date.now() / 1000);

export const authzPersonas: readonly Persona[] = [
  { name: 'anonymous' },
  { name: 'client', caller: { sub: 'client-1' }, document: { uid: 'client-1', userType: 'client' } },
  { name: 'other client', caller: { sub: 'client-2' }, document: { uid: 'client-2', userType: 'client' } },
  { name: 'disabled', caller: { sub: 'client-3' }, document: { uid: 'client-3', userType: 'client', disabled: true } },
  { name: 'deleted', caller: { sub: 'deleted-1' } },
  { name: 'signed out', caller: { sub: 'client-4', issuedAt: now() - 60 }, document: { uid: 'client-4', userType: 'client', tokensValidAfter: Date.now() - 30_000 } },
  { name: 'demoted admin', caller: { sub: 'admin-2', groups: ['admin'] }, document: { uid: 'admin-2', userType: 'client' } },
  { name: 'admin', caller: { sub: 'admin-1', groups: ['admin'] }, document: { uid: 'admin-1', userType: 'admin', twoFactor: 'totp' } },
  // An admin who has not set up the second factor: its own document and the person-less routes answer, no admin route does.
  { name: 'admin without second factor', caller: { sub: 'admin-3', groups: ['admin'] }, document: { uid: 'admin-3', userType: 'admin' } },
  { name: 'google', caller: { sub: 'google-1', username: 'google_1001' }, document: { uid: 'google-1', userType: 'client', provider: 'google' } },
  // A Google account before its registration, or a deleted one whose token has not expired: the middleware cannot tell them apart.
  { name: 'google without document', caller: { sub: 'google-2', username: 'google_1002' } },
  // Companies: a company's routes are theirs alone; "another company" is refused another's offers by the
  // handlers (lambdas/http/company-offers/company-offers.test.ts; applicants and CVs: lambdas/students/applicant-ownership.test.ts),
  // past this middleware that lets both through.
  { name: 'enterprise', caller: { sub: 'company-1' }, document: { uid: 'company-1', userType: 'enterprise' } },
  { name: 'other enterprise', caller: { sub: 'company-2' }, document: { uid: 'company-2', userType: 'enterprise' } },
  { name: 'disabled enterprise', caller: { sub: 'company-3' }, document: { uid: 'company-3', userType: 'enterprise', disabled: true } },
];

const companies = new Set(['enterprise', 'other enterprise']);
// A demoted admin's document says client: a person again, with a person's routes.
const people = new Set(['client', 'other client', 'google', 'demoted admin']);

/** What the middleware answers: the handler runs (`allowed`), or a status with its error code. */
export type Outcome = 'allowed' | { status: 401 | 403; code: 'unauthorized' | 'session-ended' | 'user-disabled' | 'forbidden' | 'two-factor-required' };

export const expectedOutcome = (route: Pick<RouteDefinition, 'auth' | 'registering'>, persona: string): Outcome => {
  const { auth } = route;
  if (auth === 'public') return 'allowed';
  if (persona === 'anonymous') return { status: 401, code: 'unauthorized' };
  if (auth === 'admin') {
    if (persona === 'admin without second factor') return { status: 403, code: 'two-factor-required' };
    return persona === 'admin' ? 'allowed' : { status: 403, code: 'forbidden' };
  }
  if (persona === 'google without document') return route.registering ? 'allowed' : { status: 401, code: 'session-ended' };
  if (persona === 'deleted' || persona === 'signed out') return { status: 401, code: 'session-ended' };
  if (persona === 'disabled' || persona === 'disabled enterprise') return { status: 403, code: 'user-disabled' };
  if (auth === 'enterprise') return companies.has(persona) ? 'allowed' : { status: 403, code: 'forbidden' };
  if (auth === 'client') return people.has(persona) ? 'allowed' : { status: 403, code: 'forbidden' };
  return 'allowed';
};

/** Every (route, persona) pair with its expected outcome. */
export const authzCases = <Route extends RouteDefinition>(routes: readonly Route[]) =>
  routes.flatMap((route) => authzPersonas.map((persona) => ({ route, persona, expected: expectedOutcome(route, persona.name) })));

/**
 * Past the middleware, the thread of one application: `client-1`'s application to an offer of
 * `company-1`. Its student and its offer's company read and write it; any other person or company the
 * middleware lets through is answered 404, as if it did not exist, with nothing read of it or written
 * (lambdas/students/thread-ownership.test.ts runs every thread route against every persona).
 */
export const threadApplication = { offerId: 'OF-T', studentUid: 'client-1', companyUid: 'company-1' } as const;
const threadSides: Readonly<Record<string, 'student' | 'company'>> = { client: 'student', enterprise: 'company' };

/** The routes of an application's thread. */
export const isThreadRoute = (route: Pick<RouteDefinition, 'path'>): boolean => route.path.endsWith('/messages');

export const expectedThreadOutcome = (route: Pick<RouteDefinition, 'auth' | 'registering'>, persona: string): Outcome | { status: 404; code: 'not-found' } => {
  const middleware = expectedOutcome(route, persona);
  if (middleware !== 'allowed') return middleware;
  return threadSides[persona] ? 'allowed' : { status: 404, code: 'not-found' };
};
