import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { displayName } from '../../features/auth/display-name';
import { useMe } from '../../features/auth/me';
import { useSession } from '../../features/auth/session';
import { AppDrawer } from './app-drawer';
import { BrandMark, MenuIcon } from './app-icons';
import { BottomBar, navigationFor, SidebarContent } from './app-navigation';
import { UserMenuButtonContent } from './app-user-avatar';
import { AppUserMenu } from './app-user-menu';
import './app-shell.css';

/**
 * The signed-in layout (spec §2): the sidebar from 768 px on; below it, a drawer opened from the top
 * bar and a bottom bar. The top bar has the user menu. The route guard has already checked the session.
 * Plain HTML and `app-shell.css`, no Chakra: the pages that use Chakra bring it themselves (`chakraPage`
 * in `app/routes.tsx`), and the dashboard loads none.
 */
export function AppShell({ children }: { readonly children: ReactNode }) {
  const user = useMe();
  const { signOut } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted while open and while it slides out: one copy of the sidebar's content otherwise.
  const [drawerMounted, setDrawerMounted] = useState(false);
  if (!user) return null;

  const navigation = navigationFor(user);
  const signOutAndClose = (): void => {
    setDrawerOpen(false);
    void signOut();
  };

  return (
    <div className="app-shell">
      <a className="app-skip-link" href="#contenido">
        Saltar al contenido
      </a>

      <aside className="app-sidebar" aria-label="Barra lateral" data-testid="sidebar">
        <SidebarContent user={user} onSignOut={signOutAndClose} />
      </aside>

      <div className="app-column">
        <header className="app-topbar">
          <div className="app-topbar__row">
            <div className="app-topbar__start">
              <button
                type="button"
                className="app-button app-button--icon"
                aria-label="Abrir menú"
                aria-expanded={drawerOpen}
                onClick={() => {
                  setDrawerMounted(true);
                  setDrawerOpen(true);
                }}
              >
                <MenuIcon size={20} />
              </button>
              <Link className="app-topbar__brand" to={navigation.home.to} aria-label={`Beneficios Chile, ir a ${navigation.home.label}`}>
                <BrandMark size={28} />
                <span className="app-topbar__brand-text">Beneficios Chile</span>
              </Link>
            </div>
            <AppUserMenu label={`Menú de usuario: ${displayName(user)}`} onSignOut={signOutAndClose}>
              <UserMenuButtonContent user={user} />
            </AppUserMenu>
          </div>
        </header>

        <main className="app-main" id="contenido" tabIndex={-1}>
          <div className="app-container">{children}</div>
        </main>
      </div>

      <BottomBar user={user} />

      {drawerMounted ? <AppDrawer user={user} open={drawerOpen} onOpenChange={setDrawerOpen} onSignOut={signOutAndClose} onClosed={() => setDrawerMounted(false)} /> : null}
    </div>
  );
}
