import { brand as productBrand } from '@shared/brand';
import { siteContact, siteFooter, siteHeader, skipToContent, type FooterLink, type FooterLinkGroup } from '@shared/public-site';

/**
 * The texts of the public site, in web/src/content/: this file holds what every page shares (header, footer,
 * page metadata, the loading and error texts); each page's own texts are in its file beside it
 * (landing-copy.ts with the FAQ, terms-copy.ts, check-copy.ts). The app's first script shows the loading and
 * error texts, so this file travels with every page: a page's own texts stay out of it.
 *
 * The business edits these files to change what the public pages say: components only lay them out.
 * Texts quoted in docs/product.md (button labels, menu entries, the terms date) must stay exactly as written.
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

/** Placeholder address and e-mail: the business must confirm them (shared/public-site.ts, with the header and footer). */
export const contact = siteContact;

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

/** The header's and the footer's texts are shared with the pages the API serves (an offer's, a company's). */
export const header = siteHeader;

export type { FooterLink, FooterLinkGroup };

export const footer = siteFooter;

/** Shown when a page fails to load or render. */
export const routeError = {
  title: 'Algo salió mal',
  text: 'No pudimos mostrar esta página. Recarga la página o vuelve al inicio.',
  backHome: 'Volver al inicio',
} as const;

export const common = {
  skipToContent,
  loading: 'Cargando…',
} as const;

