import { isAdmin, isEnterprise } from '@shared/roles';
import type { UserDocument } from '@shared/user';
import type { ComponentType } from 'react';
import { AdminIcon, BriefcaseIcon, CoinsIcon, HomeIcon, HouseholdIcon, SearchIcon, SendIcon, ShieldIcon, SupportIcon, UserIcon, UsersIcon } from '../ui/icons';

/**
 * The signed-in navigation of each kind of account, as data: the sidebar, the drawer and the bottom bar
 * (`app-navigation.tsx`) draw it. A new entry is a line here.
 */
export interface NavEntry {
  readonly to: string;
  readonly label: string;
  readonly icon: ComponentType<{ size?: number }>;
}

/** The internships half for a person: the offers' listing for everyone, their applications once they are a student. */
export const internshipsEntry: NavEntry = { to: '/internships/', label: 'Prácticas', icon: BriefcaseIcon };
export const myApplicationsEntry: NavEntry = { to: '/intern/myapplications/', label: 'Mis postulaciones', icon: SendIcon };

/**
 * A person's sidebar entries (product §2: Dashboard, Registro Social de Hogares, Seguros, then Admin for
 * admins only) with the internships half. Every person is offered Prácticas, after the product's three; a
 * student (a person who saved a student profile, applied or saved a search: the document's
 * `studentSince`) has Prácticas and Mis postulaciones right after Dashboard, so that the bottom bar's
 * first three are their own.
 */
export const primaryEntries = (admin: boolean, student = false): NavEntry[] => {
  const benefits = [
    { to: '/registrosocialhogares', label: 'Registro Social de Hogares', icon: HouseholdIcon },
    { to: '/seguros', label: 'Seguros', icon: ShieldIcon },
  ];
  const dashboard = { to: '/dashboard', label: 'Dashboard', icon: HomeIcon };
  return [
    dashboard,
    ...(student ? [internshipsEntry, myApplicationsEntry, ...benefits] : [...benefits, internshipsEntry]),
    ...(admin ? [{ to: '/admin', label: 'Admin', icon: AdminIcon }] : []),
  ];
};

export const profileEntry: NavEntry = { to: '/profile/info', label: 'Mi Perfil', icon: UserIcon };
export const supportEntry: NavEntry = { to: '/support', label: 'Soporte', icon: SupportIcon };
/** After paying, the way back to the plan: receipts, card, cancellation. */
export const planEntry: NavEntry = { to: '/profile/plan', label: 'Mi plan', icon: CoinsIcon };

/** A company's own area: its panel, its offers, its applicants, the candidate search; then its profile and support. */
export const companyEntries: readonly NavEntry[] = [
  { to: '/company/dashboard/', label: 'Panel de empresa', icon: HomeIcon },
  { to: '/company/myinternships', label: 'Mis ofertas de práctica', icon: BriefcaseIcon },
  { to: '/company/postulantes', label: 'Postulantes', icon: UsersIcon },
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

/** Each kind of account's entries; the bottom bar holds the first three and the profile (product §2). */
export const navigationFor = (user: Pick<UserDocument, 'userType' | 'studentSince'>): Navigation => {
  if (isEnterprise(user)) {
    const [home = companyEntries[0] as NavEntry] = companyEntries;
    return { home, primary: companyEntries, secondary: [companyProfileEntry, planEntry, supportEntry], bottom: [...companyEntries.slice(0, 3), companyProfileEntry] };
  }
  const student = user.studentSince !== undefined;
  const primary = primaryEntries(isAdmin(user), student);
  const [home = primary[0] as NavEntry] = primary;
  return { home, primary, secondary: [profileEntry, planEntry, supportEntry], bottom: [...primaryEntries(false, student).slice(0, 3), profileEntry] };
};

/**
 * The destinations of the public header's user menu, before Mi Perfil and Cerrar Sesión (product §2): a
 * company's area, a person's internships (and an admin's area).
 */
export const userMenuEntries = (user: Pick<UserDocument, 'userType' | 'studentSince'>): readonly NavEntry[] => {
  const { home, primary } = navigationFor(user);
  // The header's own Dashboard link goes home already.
  const own = isEnterprise(user) ? primary : primary.filter((entry) => entry === internshipsEntry || entry === myApplicationsEntry || entry.to === '/admin');
  return own.filter((entry) => entry.to !== home.to);
};

export const accountTypeLabel = (user: Pick<UserDocument, 'userType'>): 'Admin' | 'Cliente' | 'Empresa' => (isAdmin(user) ? 'Admin' : isEnterprise(user) ? 'Empresa' : 'Cliente');
