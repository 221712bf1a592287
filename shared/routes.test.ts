import { matchPath, routeId, routeKey, routeList } from './routes';

describe('the route table', () => {
  it('declares each method and path once', () => {
    const keys = routeList.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every route under /api/', () => {
    for (const route of routeList) expect(route.path.startsWith('/api/')).toBe(true);
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
