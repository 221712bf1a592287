import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import { isAdmin } from '../features/auth/roles';
import { SessionProvider, useSession } from '../features/auth/session';
import { resolveRouteAccess } from './route-rules';

/** The root route: the session for the whole tree, and the guard in front of every page. */
export function Root() {
  return (
    <SessionProvider>
      <RouteGuard />
      <ScrollRestoration />
    </SessionProvider>
  );
}

function RouteGuard() {
  const { pathname, search } = useLocation();
  const { user, loadingGlobal } = useSession();
  const access = resolveRouteAccess({ pathname, search, signedIn: user !== null, isAdmin: isAdmin(user), loadingGlobal });

  switch (access.kind) {
    case 'spinner':
      return <FullScreenSpinner />;
    case 'redirect':
      return <Navigate to={access.to} replace />;
    case 'render':
      return <Outlet />;
  }
}
