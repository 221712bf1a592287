import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { routeError as texts } from '../../content/public-copy';

/** Shown instead of a page that failed to load or render (for example, a chunk gone after a deploy). */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error('A route failed', error);
  }, [error]);

  return (
    <div className="pub-site">
      <main className="pub-container pub-not-found">
        <h1 className="pub-section-title">{texts.title}</h1>
        <p>{texts.text}</p>
        {/* A full page load, to pick up a fresh build. */}
        <a href="/" className="pub-button">
          {texts.backHome}
        </a>
      </main>
    </div>
  );
}
