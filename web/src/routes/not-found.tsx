import { Link } from 'react-router';
import { notFound, pageMeta } from '../content/public-copy';
import { usePageMeta } from '../lib/page-meta';

/** Any path with no page, inside the public layout. */
export function Component() {
  usePageMeta(pageMeta.notFound);

  return (
    <div className="pub-container pub-not-found">
      <h1 className="pub-section-title">{notFound.title}</h1>
      <p>{notFound.text}</p>
      <Link to="/" className="pub-button">
        {notFound.backHome}
      </Link>
    </div>
  );
}
