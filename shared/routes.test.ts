import { readdirSync } from 'node:fs';
import path from 'node:path';
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

  it('lists every operation module of shared/contracts/ once: a route is served only if the index names it', async () => {
    const dir = path.join(__dirname, 'contracts');
    const modules = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => file.replaceAll('\\', '/'))
      .filter((file) => /^[\w-]+\/[\w-]+\.ts$/.test(file) && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    const declared: unknown[] = [];
    for (const module of modules) {
      const exports = (await import(path.join(dir, module))) as Record<string, unknown>;
      declared.push(...Object.entries(exports).filter(([name]) => name.endsWith('Route')).map(([, route]) => route));
    }
    expect(declared.length).toBeGreaterThan(0);
    expect(new Set(routeList)).toEqual(new Set(declared));
    expect(routeList).toHaveLength(declared.length);
  });

  it('declares each route in the module named after its handler: http/<feature>/<operation> in shared/contracts/<feature>/<operation>.ts', async () => {
    for (const route of routeList) {
      const exports = (await import(path.join(__dirname, 'contracts', route.handler.replace(/^http\//, '')))) as Record<string, unknown>;
      expect(Object.values(exports)).toContain(route);
    }
  });

  // Checked by the type checker (npx tsc): a route whose answer<T>() or body schema lost its type does not compile.
  it("keeps each route's answer and body types", () => {
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
