import type { RouteObject } from 'react-router';
import { PublicLayout } from '../components/layouts/public-layout';
import { RouteError } from '../components/layouts/route-error';
import { Root } from './root';

/**
 * The route table of the web app, shared by the browser router (main.tsx) and the prerender
 * (entry-server.tsx). Every page is a lazy route module exporting `Component`, so that the
 * public pages never load signed-in or admin code.
 *
 * The accounts work adds, as children of the root: the auth-flow routes (no layout) and the
 * signed-in and admin routes, each group under the lazy `components/layouts/ui-layout` (Chakra UI).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        id: 'public',
        element: <PublicLayout />,
        children: [
          { id: 'landing', index: true, lazy: () => import('../routes/landing') },
          { id: 'terms', path: 'terms', lazy: () => import('../routes/terms') },
          { id: 'not-found', path: '*', lazy: () => import('../routes/not-found') },
        ],
      },
    ],
  },
];
