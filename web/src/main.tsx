// The first stylesheet starts with the theme's custom properties and the cascade layers' order (global.css).
import 'virtual:theme.css';
import './app/global.css';
// First of the scripts: it starts the session's restore and the page's chunks before the rest evaluates.
import './app/early-start';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes';
// The public pages' styles make the first stylesheet: the prerender inlines it into `/` and `/terms`, so that
// their first paint waits for no request. Every other screen is drawn with Chakra UI, whose styles come with it.
import './components/layouts/public-layout.css';
import './components/ui/accordion.css';
import './routes/landing.css';
import './routes/terms.css';
import './routes/internships/listing.css';

/**
 * Loads the lazy route modules of the current URL before the first render, so that it is the page
 * itself: the same HTML as the prerendered one when hydrating, and no empty fallback otherwise.
 */
async function resolveLazyRoutes(routeObjects: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeObjects, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const routeModule = await route.lazy();
      Object.assign(route, { ...routeModule, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  // index.html and terms/index.html hold prerendered HTML; spa.html, served for every other path, does not.
  const prerendered = container.firstElementChild !== null;
  // A returning user's session is being restored already (app/early-start.ts); the session provider joins it.
  await resolveLazyRoutes(routes);

  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

start().catch((error: unknown) => {
  console.error('The app failed to start', error);
});
