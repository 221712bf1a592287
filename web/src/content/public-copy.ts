import { brand as productBrand } from '@shared/brand';

/**
 * The texts of the public site, in web/src/content/: this file holds what every page shares (header, footer,
 * page metadata, the loading and error texts); each page's own texts are in its file beside it
 * (landing-copy.ts with the FAQ, terms-copy.ts, check-copy.ts). The app's first script shows the loading and
 * error texts, so this file travels with every page: a page's own texts stay out of it.
 *
 * The business edits these files to change what the public pages say: components only lay them out.
 * Texts quoted in the product spec (button labels, menu entries, the terms date) must stay exactly as written.
 *
 * The FAQ and the terms describe the product as it is: people find the benefits they may be missing,
 * companies publish internship offers for free and without limit, and the optional plans (the same
 * semi-annual or annual subscriptions for both, priced per month) add features: for people, priority support
 * and help applying; for companies, candidate search and featured offers (shared/plans.ts).
 */

export const brand = {
  name: productBrand.name,
  /** Read by screen readers on the logo link. */
  homeLinkLabel: `${productBrand.name}, ir al inicio`,
} as const;

/** Placeholder address and e-mail: the business must confirm them. */
export const contact = {
  address: 'Av. Libertador Bernardo O’Higgins 1449, Santiago, Región Metropolitana, Chile',
  email: 'contacto@beneficioschile.cl',
} as const;

export interface PageMeta {
  /** The document title. */
  readonly title: string;
  readonly description: string;
}

export const pageMeta = {
  check: {
    title: 'Revisa cuánto podrías recibir | Beneficios Chile',
    description: 'Responde unas pocas preguntas sobre tu hogar, sin crear una cuenta, y revisa qué beneficios del Estado podrían corresponderles y cuánto.',
  },
  landing: {
    title: 'Beneficios Chile | Descubre el dinero y los beneficios que te corresponden',
    description:
      'Puede que tengas dinero a tu nombre que no estás cobrando. Descubre qué beneficios del Estado están disponibles para ti y cómo obtenerlos.',
  },
  terms: {
    title: 'Términos y Condiciones | Beneficios Chile',
    description: 'Términos y condiciones de uso de la plataforma Beneficios Chile.',
  },
  /** The shell of every page that is not prerendered. */
  app: {
    title: 'Beneficios Chile',
    description: 'Descubre qué beneficios del Estado están disponibles para ti y cómo obtenerlos.',
  },
} as const satisfies Record<string, PageMeta>;

export const header = {
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

export interface FooterLink {
  readonly label: string;
  readonly to: string;
}

export interface FooterLinkGroup {
  readonly title: string;
  readonly links: readonly FooterLink[];
}

export const footer = {
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

/** Shown when a page fails to load or render. */
export const routeError = {
  title: 'Algo salió mal',
  text: 'No pudimos mostrar esta página. Recarga la página o vuelve al inicio.',
  backHome: 'Volver al inicio',
} as const;

export const common = {
  skipToContent: 'Saltar al contenido',
  loading: 'Cargando…',
} as const;

