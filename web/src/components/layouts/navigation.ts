import { isAdmin, isEnterprise } from '@shared/roles';
import type { UserDocument } from '@shared/user';
import type { ComponentType } from 'react';
import { AdminIcon, BriefcaseIcon, CoinsIcon, HomeIcon, HouseholdIcon, SearchIcon, ShieldIcon, SupportIcon, UserIcon } from '../ui/icons';

/**
 * The signed-in navigation of each kind of account, as data: the sidebar, the drawer and the bottom bar
 * (`app-navigation.tsx`) draw it. A new entry is a line here.
 */
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
