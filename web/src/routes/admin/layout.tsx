import { NavLink, Outlet } from 'react-router';
import '../../components/layouts/app-shell.css';

const tabs = [
  { to: '/admin/users', label: 'Usuarios' },
  { to: '/admin/kpis', label: 'KPIs' },
  { to: '/admin/support', label: 'Soporte' },
  { to: '/admin/internships', label: 'Ofertas' },
] as const;

/**
 * The admin area (spec §2, admin-only routes): the route guard has already sent non-admins to
 * /dashboard. A small menu moves between the users, the KPIs and the support desk; the page below has the `h1`.
 * Plain HTML, styled in the shell's stylesheet (app-shell.css): each admin page brings Chakra itself (`chakraPage` in `app/routes.tsx`).
 */
export function Component() {
  return (
    <>
      <nav className="app-admin-nav" aria-label="Administración">
        <ul className="app-admin-nav__list">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink className="app-admin-nav__tab" to={tab.to}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
