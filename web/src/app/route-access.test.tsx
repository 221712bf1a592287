import { screen, waitFor, within } from '@testing-library/react';
import { aUser, renderApp, wideScreen } from '../testing/render-app';
import { redirectTarget } from '../features/auth/redirect';
import { isPublicPath, rulesForPath, showsAuthSpinner } from './route-access';
import { resolvePageAccess } from './route-rules';

describe('page access, read from the route table', () => {
  test('public, signed-in, admin and spinner-free pages', () => {
    for (const path of ['/', '/terms', '/login', '/register', '/activate/u1', '/recovery-password', '/set-new-password/u1', '/reminders/unsubscribe']) expect(isPublicPath(path)).toBe(true);
    for (const path of ['/dashboard', '/seguros', '/profile/info', '/admin', '/activate', '/termsx']) expect(isPublicPath(path)).toBe(false);
    expect(rulesForPath('/admin/users/u1/edit').access).toBe('admin');
    expect(rulesForPath('/nada/aqui').unknownPath).toBe(true);
    expect(['/activate/u1', '/recovery-password', '/set-new-password/u1'].map(showsAuthSpinner)).toEqual([false, false, false]);
    expect(['/', '/login', '/dashboard'].map(showsAuthSpinner)).toEqual([true, true, true]);
  });
});

describe('a page that loses its user', () => {
  const lost = { pathname: '/profile/info', search: '?tab=1', page: rulesForPath('/profile/info'), signedIn: false, isAdmin: false, loadingGlobal: false, afterSignIn: () => '/dashboard' };

  test('goes to /login with itself to come back to, when the session was lost', () => {
    expect(resolvePageAccess(lost)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fprofile%2Finfo%3Ftab%3D1' });
  });

  test("goes where the user's own sign-out goes, while it is under way", () => {
    expect(resolvePageAccess({ ...lost, signingOutTo: '/login' })).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('the guard, in the real router', () => {
  test('a signed-out visitor on a signed-in page goes to /login with the path to come back to', async () => {
    const { router } = await renderApp('/profile/info?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/profile/info?tab=1')}`);
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  test('a signed-out visitor on an unknown path goes to /login too', async () => {
    const { router } = await renderApp('/practicas-antiguas/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  test('a client on /admin goes to /dashboard', async () => {
    const { router } = await renderApp('/admin/kpis', { user: aUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  test('a signed-in user on an unknown path goes to /dashboard', async () => {
    const { router } = await renderApp('/no-existe', { user: aUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  test('a signed-in user on /register goes on to /dashboard', async () => {
    const { router } = await renderApp('/register', { user: aUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

const aCompany = () => aUser({ userType: 'enterprise', birthDate: '', company: { legalName: 'Panadería Los Andes SpA', comuna: 'Providencia', region: 'Metropolitana de Santiago', contactPhone: '+56912345678' } });
const companyApi = { 'GET /api/company/offers': () => ({ body: { offers: [] } }) } as const;

describe('companies and people, each in their own area', () => {
  test('the internships listing is public; the company pages are a company\'s', () => {
    expect(isPublicPath('/internships/')).toBe(true);
    expect(rulesForPath('/company/dashboard/').access).toBe('enterprise');
    expect(rulesForPath('/company/myinternships/o1/edit').access).toBe('enterprise');
    expect(rulesForPath('/registrosocialhogares').access).toBe('person');
    expect(rulesForPath('/support').access).toBe('user');
  });

  test('a signed-out visitor on a company page goes to /login and comes back to it', async () => {
    const { router } = await renderApp('/company/myinternships');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/company/myinternships')}`);
    window.sessionStorage.setItem('auth_redirect_url', '/company/myinternships');
    expect(redirectTarget(false, true)).toBe('/company/myinternships');
  });

  test('a company signing in lands on its panel, with its own menu and the Empresa badge', async () => {
    // A desktop's width: the sidebar.
    const restore = wideScreen();
    try {
      const { router } = await renderApp('/login', { user: aCompany(), api: companyApi });
      await waitFor(() => expect(router.state.location.pathname).toBe('/company/dashboard/'));
      expect(await screen.findByRole('heading', { name: 'Panel de empresa' })).toBeInTheDocument();
      const sidebar = within(screen.getByTestId('sidebar'));
      for (const entry of ['Panel de empresa', 'Mis ofertas de práctica', 'Buscar practicantes', 'Mi perfil', 'Soporte']) expect(sidebar.getByText(entry)).toBeInTheDocument();
      expect(sidebar.queryByText('Registro Social de Hogares')).not.toBeInTheDocument();
      expect(screen.getAllByTestId('sidebar-user-badge')[0]).toHaveTextContent('Empresa');
    } finally {
      restore();
    }
  });

  test('a company on a benefits page is told whose page it is, with the way to its panel', async () => {
    const { router } = await renderApp('/registrosocialhogares', { user: aCompany(), api: companyApi });
    expect(await screen.findByRole('heading', { name: 'Esta sección es para personas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mi panel' })).toHaveAttribute('href', '/company/dashboard/');
    expect(router.state.location.pathname).toBe('/registrosocialhogares');
  });

  test('a person on a company page is told it is for companies, not sent round in a loop', async () => {
    const { router } = await renderApp('/company/dashboard/', { user: aUser() });
    expect(await screen.findByRole('heading', { name: 'Esta sección es para empresas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mi panel' })).toHaveAttribute('href', '/dashboard');
    expect(router.state.location.pathname).toBe('/company/dashboard/');
  });

  test('a company on an unknown path goes to its panel', async () => {
    const { router } = await renderApp('/no-existe', { user: aCompany(), api: companyApi });
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/dashboard/'));
  });
});

describe('a session that ends while a signed-in page is open', () => {
  test('signed out in another tab (GET /api/me answers 401): goes to /login with the path to come back to', async () => {
    const { router } = await renderApp('/seguros', {
      user: aUser(),
      api: { 'GET /api/me': () => ({ status: 401, body: { error: { code: 'unauthorized', message: 'Debes iniciar sesión para continuar.' } } }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/seguros'));
    // The live document is re-read (the fallback poll, a focus, a closed socket): the tokens are gone.
    const { queryClient } = await import('../lib/query-client');
    const { meQueryKey } = await import('../features/auth/me');
    await waitFor(async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      expect(router.state.location.pathname).toBe('/login');
    });
    // Where it lands once the sign-out has run to its end.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/seguros')}`);
  });
});

describe('the saved target after sign-in (spec §4, valid areas)', () => {
  test.each([
    ['/support', false, '/support'],
    ['/recovery-password', false, '/recovery-password'],
    ['/activate/u1', false, '/activate/u1'],
    ['/login', false, '/dashboard'],
    ['/seguros', false, '/dashboard'],
    ['/admin/kpis', false, '/dashboard'],
    ['/admin/kpis', true, '/admin/kpis'],
    ['//evil.example', false, '/dashboard'],
  ])('%s (admin: %s) -> %s', (saved, admin, expected) => {
    window.sessionStorage.setItem('auth_redirect_url', saved);
    expect(redirectTarget(admin)).toBe(expected);
  });
});
