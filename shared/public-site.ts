import { brand } from './brand';

/**
 * What every public page shares (the header's links, the contact, the footer's link groups), for the
 * app's public layout (web/src/content/public-copy.ts) and for the pages the API makes per request (an
 * offer's, a company's: lambdas/internships/public-page.ts), so that both say the same. The business
 * edits them here. Texts quoted in docs/product.md (the menu entries) must stay exactly as written.
 */

export const siteHeader = {
  navLabel: 'Navegación principal',
  dashboard: 'Dashboard',
  login: 'Login',
  register: 'Regístrate',
  profile: 'Mi Perfil',
  signOut: 'Cerrar Sesión',
  /** The hamburger button below 768 px; its state is read out from `aria-expanded`. */
  menuButton: 'Menú',
  /** Label of the signed-in user menu button; the user's name is shown inside it. */
  userMenuLabel: 'Menú de usuario',
  userFallbackName: 'Usuario',
} as const;

/** Placeholder address and e-mail: the business must confirm them. */
export const siteContact = {
  address: 'Av. Libertador Bernardo O’Higgins 1449, Santiago, Región Metropolitana, Chile',
  email: 'contacto@beneficioschile.cl',
} as const;

export interface FooterLink {
  readonly label: string;
  readonly to: string;
}

export interface FooterLinkGroup {
  readonly title: string;
  readonly links: readonly FooterLink[];
}

export const siteFooter = {
  tagline: 'Te ayudamos a descubrir los beneficios que te corresponden y cómo obtenerlos.',
  contactTitle: 'Contacto',
  groups: [
    {
      title: 'Para practicantes',
      links: [
        { label: 'Buscar prácticas', to: '/internships/' },
        { label: 'Panel de practicante', to: '/intern/dashboard/' },
        { label: 'Mis postulaciones', to: '/intern/myapplications/' },
      ],
    },
    {
      title: 'Para empresas',
      links: [
        { label: 'Buscar practicantes', to: '/interns/' },
        { label: 'Panel de empresa', to: '/company/dashboard/' },
        { label: 'Mis ofertas de práctica', to: '/company/myinternships' },
      ],
    },
    {
      title: 'Información',
      links: [
        { label: 'Términos y condiciones', to: '/terms' },
        { label: 'Iniciar sesión', to: '/login' },
        { label: 'Registrarse', to: '/register' },
      ],
    },
  ] satisfies readonly FooterLinkGroup[],
  copyright: (year: number): string => `© ${year} ${brand.name}. Todos los derechos reservados.`,
} as const;

export const skipToContent = 'Saltar al contenido';
