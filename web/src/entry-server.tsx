import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/routes';
import { brand, pageMeta, type PageMeta } from './content/public-copy';

/** The pages written as static HTML at build time; the server answers every other path with spa.html. */
export interface PrerenderedPage {
  readonly path: string;
  /** Relative to web/dist. */
  readonly file: string;
  readonly meta: PageMeta;
}

export const prerenderedPages: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', meta: pageMeta.landing },
  { path: '/terms', file: 'terms/index.html', meta: pageMeta.terms },
];

export const appShellMeta: PageMeta = pageMeta.app;

/** `og:site_name`. */
export const siteName: string = brand.name;

/** Renders one page as a signed-out visitor sees it before the session loads. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect (${String(context.status)})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}
