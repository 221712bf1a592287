import type { UserDocument } from '@shared/user';
import { Outlet } from 'react-router';
import { common } from '../../content/public-copy';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import './public-layout.css';

/**
 * Header, main content and footer of the public pages (spec §2): native elements and the CSS beside it, no
 * component kit. `user`: the signed-in user, or null.
 */
export function PublicLayout({ user, onSignOut }: { readonly user: UserDocument | null; readonly onSignOut: () => void }) {
  return (
    <div className="pub-site">
      <a className="pub-skip-link" href="#contenido">
        {common.skipToContent}
      </a>
      <PublicHeader user={user} onSignOut={onSignOut} />
      <main id="contenido" className="pub-main" tabIndex={-1}>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
