import * as routeTable from './route-table';
import { matchPath, routeId, routeKey, routeList, routes, type BodyOf, type HealthAnswer, type ResponseOf } from './routes';
import type { UserDocument } from './user';

/** True when two types are the same (checked by the type checker: a wrong answer type does not compile). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe('the route table', () => {
  it('declares each method and path once', () => {
    const keys = routeList.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every route under /api/', () => {
    for (const route of routeList) expect(route.path.startsWith('/api/')).toBe(true);
  });

  it('is the route table module itself: the routes a handler imports from shared/route-table are the same objects', () => {
    expect(routes).toBe(routeTable);
    expect(routes.getMe).toBe(routeTable.getMe);
    expect(routeList).toEqual(Object.values(routeTable));
  });

  // Checked by the type checker (npx tsc): a route whose answer<T> or body schema lost its type does not compile.
  it("keeps each route's answer and body types (answer<T> names a type, nothing at run time)", () => {
    const health: Same<ResponseOf<typeof routes.health>, HealthAnswer> = true;
    const me: Same<ResponseOf<typeof routes.getMe>, UserDocument> = true;
    const signOut: Same<ResponseOf<typeof routes.signOut>, undefined> = true;
    const noBody: Same<BodyOf<typeof routes.getMe>, undefined> = true;
    const email: Same<BodyOf<typeof routes.requestPasswordRecovery>, { email: string }> = true;
    expect([health, me, signOut, noBody, email]).toEqual([true, true, true, true, true]);
  });
});

describe('matchPath', () => {
  it('matches literal paths exactly', () => {
    expect(matchPath('/api/me', '/api/me')).toEqual({});
    expect(matchPath('/api/me', '/api/me/')).toBeUndefined();
    expect(matchPath('/api/me', '/api/mex')).toBeUndefined();
  });

  it('captures and decodes path parameters', () => {
    expect(matchPath('/api/admin/users/{uid}', '/api/admin/users/a%20b')).toEqual({ uid: 'a b' });
    expect(matchPath('/api/admin/users/{uid}/edit', '/api/admin/users/42/edit')).toEqual({ uid: '42' });
  });

  it('refuses an empty parameter', () => {
    expect(matchPath('/api/admin/users/{uid}', '/api/admin/users/')).toBeUndefined();
  });
});

describe('routeId', () => {
  it('gives a stable construct-safe name', () => {
    expect(routeId({ method: 'GET', path: '/api/me' })).toBe('GetApiMe');
    expect(routeId({ method: 'POST', path: '/api/mail/password-recovery' })).toBe('PostApiMailPasswordRecovery');
    expect(routeId({ method: 'GET', path: '/api/admin/users/{uid}' })).toBe('GetApiAdminUsersUid');
  });
});
