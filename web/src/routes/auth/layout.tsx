import { brand } from '@shared/brand';
import { Link, Outlet } from 'react-router';
import '../../features/auth/components/auth-layout.css';

/**
 * The auth-flow screens (spec §2: no layout): a centred card with the product's name. Plain HTML and
 * CSS (features/auth/components/auth-ui.tsx), no Chakra UI: these are the first screens a visitor loads.
 */
export function Component() {
  return (
    <div className="auth-page">
      <div className="auth-container auth-stack auth-stack--6">
        <header className="auth-stack">
          <Link className="auth-brand" to="/">
            {brand.name}
          </Link>
        </header>
        <main className="auth-card">
          <Outlet />
        </main>
        <footer className="auth-small auth-muted auth-center">Nunca te pediremos tu ClaveÚnica.</footer>
      </div>
    </div>
  );
}
