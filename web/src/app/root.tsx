import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import { isAdmin, isEnterprise } from '@shared/roles';
import { WrongAccount } from '../components/layouts/wrong-account';
import { forgetRedirect, redirectTarget } from '../features/auth/redirect';
import { SessionProvider, useSession } from '../features/auth/session';
import { signOutDestination } from '../features/auth/session-store';
import { isApplicationQueryOf } from '../features/students/live';
import { isSupportQueryOf } from '../features/support/live';
import { pageRules, resolvePageAccess } from './route-rules';

/** What a pushed change makes read again, besides the user document: a support item, an offer's applications. */
const liveQueries = { support: isSupportQueryOf, application: isApplicationQueryOf };

/** The root route: the session for the whole tree, and the guard in front of every page. */
export function Root() {
  return (
    <SessionProvider liveQueries={liveQueries}>
      <RouteGuard />
      <ScrollRestoration />
    </SessionProvider>
  );
}

function RouteGuard() {
  const { pathname, search } = useLocation();
  const { user, loadingGlobal } = useSession();
  const page = pageRules(useMatches());
  const admin = isAdmin(user);
  const enterprise = isEnterprise(user);
  const access = resolvePageAccess({
    pathname,
    search,
    page,
    signedIn: user !== null,
    isAdmin: admin,
    isEnterprise: enterprise,
    loadingGlobal,
    afterSignIn: () => redirectTarget(admin, enterprise),
    signingOutTo: signOutDestination(),
  });

  // Once a signed-in user is past the auth screens, the saved redirect has served.
  const signedIn = user !== null;
  const settled = signedIn && (access.kind === 'render' || access.kind === 'wrong-account');
  useEffect(() => {
    if (settled) forgetRedirect();
  }, [settled, pathname]);

  switch (access.kind) {
    case 'spinner':
      return <FullScreenSpinner />;
    case 'redirect':
      return <Navigate to={access.to} replace />;
    case 'render':
      return <Outlet />;
    case 'wrong-account':
      return <WrongAccount for={access.for} home={access.home} />;
  }
}
