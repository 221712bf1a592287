import { isAdmin, isEnterprise } from '@shared/roles';
import type { UserDocument } from '@shared/user';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { displayName } from '../../features/auth/display-name';
import { AdminIcon, BrandMark, BriefcaseIcon, CoinsIcon, HomeIcon, HouseholdIcon, SearchIcon, ShieldIcon, SignOutIcon, SupportIcon, UserIcon } from './app-icons';
import { UserAvatar } from './app-user-avatar';
import './app-shell.css';

export interface NavEntry {
  readonly to: string;
  readonly label: string;
  readonly icon: ComponentType<{ size?: number }>;
}

/** A person's sidebar entries (spec §2): the first three for everyone, then Admin for admins only. */
export const primaryEntries = (admin: boolean): NavEntry[] => [
  { to: '/dashboard', label: 'Dashboard', icon: HomeIcon },
  { to: '/registrosocialhogares', label: 'Registro Social de Hogares', icon: HouseholdIcon },
  { to: '/seguros', label: 'Seguros', icon: ShieldIcon },
  ...(admin ? [{ to: '/admin', label: 'Admin', icon: AdminIcon }] : []),
];

export const profileEntry: NavEntry = { to: '/profile/info', label: 'Mi Perfil', icon: UserIcon };
export const supportEntry: NavEntry = { to: '/support', label: 'Soporte', icon: SupportIcon };
/** After paying, the way back to the plan: receipts, card, cancellation. */
export const planEntry: NavEntry = { to: '/profile/plan', label: 'Mi plan', icon: CoinsIcon };

/** A company's own area: its panel, its offers, the candidate search; then its profile and support. */
export const companyEntries: readonly NavEntry[] = [
  { to: '/company/dashboard/', label: 'Panel de empresa', icon: HomeIcon },
  { to: '/company/myinternships', label: 'Mis ofertas de práctica', icon: BriefcaseIcon },
  { to: '/interns/', label: 'Buscar practicantes', icon: SearchIcon },
];
export const companyProfileEntry: NavEntry = { to: '/profile/info', label: 'Mi perfil', icon: UserIcon };

/** What the sidebar, the drawer and the bottom bar show to each kind of account. */
export interface Navigation {
  readonly home: NavEntry;
  readonly primary: readonly NavEntry[];
  readonly secondary: readonly NavEntry[];
  /** Below 768 px, fixed at the bottom: four entries. */
  readonly bottom: readonly NavEntry[];
}

export const navigationFor = (user: Pick<UserDocument, 'userType'>): Navigation => {
  if (isEnterprise(user)) {
    const [home = companyEntries[0] as NavEntry] = companyEntries;
    return { home, primary: companyEntries, secondary: [companyProfileEntry, planEntry, supportEntry], bottom: [...companyEntries, companyProfileEntry] };
  }
  const primary = primaryEntries(isAdmin(user));
  const [home = primary[0] as NavEntry] = primary;
  return { home, primary, secondary: [profileEntry, planEntry, supportEntry], bottom: [...primaryEntries(false).slice(0, 3), profileEntry] };
};

export const accountTypeLabel = (user: Pick<UserDocument, 'userType'>): 'Admin' | 'Cliente' | 'Empresa' => (isAdmin(user) ? 'Admin' : isEnterprise(user) ? 'Empresa' : 'Cliente');

function NavItem({ entry, onNavigate }: { readonly entry: NavEntry; readonly onNavigate?: (() => void) | undefined }) {
  const Icon = entry.icon;
  return (
    <li>
      <NavLink className="app-nav__link" to={entry.to} onClick={onNavigate}>
        <Icon size={20} />
        <span>{entry.label}</span>
      </NavLink>
    </li>
  );
}

interface SidebarContentProps {
  readonly user: UserDocument;
  readonly onSignOut: () => void;
  /** The drawer closes when an entry is chosen. */
  readonly onNavigate?: () => void;
  /** The drawer has its own title; the desktop sidebar shows the logo. */
  readonly showBrand?: boolean;
}

/** What the sidebar shows, on the desktop and in the mobile drawer: the user, the entries, Cerrar Sesión. */
export function SidebarContent({ user, onSignOut, onNavigate, showBrand = true }: SidebarContentProps) {
  const navigation = navigationFor(user);
  return (
    <div className="app-nav-panel">
      {showBrand ? (
        <NavLink className="app-nav-panel__brand" to={navigation.home.to} onClick={onNavigate} aria-label={`Beneficios Chile, ir a ${navigation.home.label}`}>
          <BrandMark size={32} />
          <span>Beneficios Chile</span>
        </NavLink>
      ) : null}

      <div className="app-user-card" data-testid="sidebar-user">
        <UserAvatar user={user} size="md" />
        <div className="app-user-card__text">
          <p className="app-user-card__name" data-testid="sidebar-user-name">
            {displayName(user)}
          </p>
          <span className={isAdmin(user) ? 'app-badge app-badge--admin' : 'app-badge'} data-testid="sidebar-user-badge">
            {accountTypeLabel(user)}
          </span>
        </div>
      </div>

      <nav className="app-nav" aria-label="Menú principal">
        <ul className="app-nav__list">
          {navigation.primary.map((entry) => (
            <NavItem key={entry.to} entry={entry} onNavigate={onNavigate} />
          ))}
        </ul>
        <hr className="app-nav__separator" />
        <ul className="app-nav__list">
          {navigation.secondary.map((entry) => (
            <NavItem key={entry.to} entry={entry} onNavigate={onNavigate} />
          ))}
          <li>
            <button type="button" className="app-nav__sign-out" onClick={onSignOut}>
              <SignOutIcon size={20} />
              Cerrar Sesión
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/** Below 768 px: the first three entries and Mi Perfil, fixed at the bottom (spec §2). */
export function BottomBar({ user }: { readonly user: Pick<UserDocument, 'userType'> }) {
  const entries = navigationFor(user).bottom;
  return (
    <nav className="app-bottom-bar" aria-label="Accesos rápidos">
      <ul className="app-bottom-bar__list">
        {entries.map((entry) => {
          const Icon = entry.icon;
          return (
            <li key={entry.to}>
              <NavLink className="app-bottom-bar__link" to={entry.to}>
                <Icon size={22} />
                <span>{entry.label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
