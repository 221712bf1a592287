import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { homeOf, isEnterprise } from '@shared/roles';
import type { UserDocument } from '@shared/user';
import { brand, header } from '../../content/public-copy';
import { displayName } from '../../lib/display-name';
import { BrandMark, CloseIcon, MenuIcon } from '../ui/icons';

/** The user menu is loaded only for a signed-in user: a signed-out visitor's pages carry none of it. */
const UserMenu = lazy(() => import('./user-menu'));

interface PublicHeaderProps {
  /** The signed-in user, or null: a signed-out visitor sees Login and Regístrate. */
  readonly user: UserDocument | null;
  readonly onSignOut: () => void;
}

/** Logo, Dashboard, and the session links; below 768 px the links fold into a menu button (spec §2). */
export function PublicHeader({ user, onSignOut }: PublicHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const closeMenu = (): void => {
    setMenuOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !menuOpen) return;
    event.preventDefault();
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  const signOutFromMenu = (): void => {
    setMenuOpen(false);
    onSignOut();
  };

  return (
    <header className="pub-header" onKeyDown={closeOnEscape}>
      <div className="pub-container pub-header__bar">
        <Link to="/" className="pub-logo">
          <BrandMark className="pub-logo__mark" />
          <span>{brand.name}</span>
        </Link>

        <nav className="pub-header__nav" aria-label={header.navLabel}>
          <ul className="pub-header__links">
            <li>
              <Link to={homeOf(user !== null && isEnterprise(user))} className="pub-header__link">
                {header.dashboard}
              </Link>
            </li>
            {user ? (
              <li>
                <Suspense fallback={<span className="pub-header__link">{displayName(user)}</span>}>
                  <UserMenu name={displayName(user)} onSignOut={signOutFromMenu} />
                </Suspense>
              </li>
            ) : (
              <>
                <li>
                  <Link to="/login" className="pub-header__link">
                    {header.login}
                  </Link>
                </li>
                <li>
                  <Link to="/register" className="pub-button pub-button--small">
                    {header.register}
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>

        <button
          ref={menuButton}
          type="button"
          className="pub-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={panelId}
          aria-label={header.menuButton}
          onClick={() => {
            setMenuOpen((open) => !open);
          }}
        >
          {/* Both icons, CSS shows the one for aria-expanded: the static pages' script (public-page.ts) flips only the attribute. */}
          <MenuIcon size={24} className="pub-header__menu-icon pub-header__menu-icon--open" />
          <CloseIcon size={24} className="pub-header__menu-icon pub-header__menu-icon--close" />
        </button>
      </div>

      {/* Below 768 px this replaces the inline navigation, which CSS hides: only one of them is ever exposed. */}
      <nav id={panelId} className="pub-header__panel" aria-label={header.navLabel} hidden={!menuOpen}>
        <ul className="pub-container pub-header__panel-links">
          <li>
            <Link to={homeOf(user !== null && isEnterprise(user))} className="pub-header__panel-link" onClick={closeMenu}>
              {header.dashboard}
            </Link>
          </li>
          {user ? (
            <>
              <li>
                <Link to="/profile" className="pub-header__panel-link" onClick={closeMenu}>
                  {header.profile}
                </Link>
              </li>
              <li>
                <button type="button" className="pub-header__panel-link" onClick={signOutFromMenu}>
                  {header.signOut}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to="/login" className="pub-header__panel-link" onClick={closeMenu}>
                  {header.login}
                </Link>
              </li>
              <li>
                <Link to="/register" className="pub-button pub-header__panel-cta" onClick={closeMenu}>
                  {header.register}
                </Link>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
