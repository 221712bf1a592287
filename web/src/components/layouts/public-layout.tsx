import { Outlet } from 'react-router';
import { common } from '../../content/public-copy';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import './public-layout.css';

/** Header, main content and footer of the public pages (spec §2). */
export function PublicLayout() {
  return (
    <div className="pub-site">
      <a className="pub-skip-link" href="#contenido">
        {common.skipToContent}
      </a>
      <PublicHeader />
      <main id="contenido" className="pub-main" tabIndex={-1}>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
