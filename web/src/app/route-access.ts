import { matchRoutes } from 'react-router';
import { pageRules, resolvePageAccess, type PageAccessInput, type PageRules, type RouteAccess } from './route-rules';
import { routes } from './routes';

/**
 * The rules of `route-rules.ts` for a bare path, through the route table's own metadata: what the
 * guard decides there, for tests that ask about paths.
 */
export const rulesForPath = (pathname: string): PageRules => pageRules((matchRoutes(routes, pathname) ?? []).map(({ route }) => ({ handle: route.handle as unknown })));

export const isPublicPath = (pathname: string): boolean => {
  const page = rulesForPath(pathname);
  return page.access === 'public' && !page.unknownPath;
};

export const showsAuthSpinner = (pathname: string): boolean => rulesForPath(pathname).authSpinner;

export const resolveRouteAccess = (input: Omit<PageAccessInput, 'page'> & { readonly unknownPath?: boolean }): RouteAccess =>
  resolvePageAccess({ ...input, page: rulesForPath(input.pathname) });

export { loginRedirectUrl } from '../features/auth/redirect';
