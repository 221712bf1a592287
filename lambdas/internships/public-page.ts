import { brand } from '../../shared/brand';
import { siteContact, siteFooter, siteHeader, skipToContent } from '../../shared/public-site';

/**
 * The frame of the pages the API makes per request (an offer's page, a company's page): the public
 * site's header, footer and favicon, with its stylesheet (`/site.css`, built from the same files as
 * the prerendered pages: web/src/public/site.css), so that they look like the rest of the site. Plain
 * HTML without scripts: the mobile menu is a `<details>` element. Signed in or not, the header offers
 * what it offers a visitor; "Dashboard" takes a signed-in user home.
 */

export const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Plain text as paragraphs: a blank line starts a new one, a line break stays one. */
export const paragraphs = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br />')}</p>`)
    .join('');

const menuIcon = '<svg class="pub-header__menu-icon srv-menu__open" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';
const closeIcon = '<svg class="pub-header__menu-icon srv-menu__close" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';
/** The logo mark is the favicon itself. */
const logo = (modifier = '') =>
  `<a href="/" class="pub-logo${modifier}"><img class="pub-logo__mark" src="/favicon.svg" alt="" width="32" height="32" /><span>${escapeHtml(brand.name)}</span></a>`;

const headerLinks = [
  { href: '/dashboard', label: siteHeader.dashboard },
  { href: '/login', label: siteHeader.login },
];

const header = `<header class="pub-header">
  <div class="pub-container pub-header__bar">
    ${logo()}
    <nav class="pub-header__nav" aria-label="${siteHeader.navLabel}">
      <ul class="pub-header__links">
        ${headerLinks.map((link) => `<li><a href="${link.href}" class="pub-header__link">${escapeHtml(link.label)}</a></li>`).join('')}
        <li><a href="/register" class="pub-button pub-button--small">${escapeHtml(siteHeader.register)}</a></li>
      </ul>
    </nav>
    <details class="srv-menu">
      <summary class="pub-header__menu-button" aria-label="${siteHeader.menuButton}">${menuIcon}${closeIcon}</summary>
      <nav class="pub-header__panel srv-menu__panel" aria-label="${siteHeader.navLabel}">
        <ul class="pub-container pub-header__panel-links">
          ${headerLinks.map((link) => `<li><a href="${link.href}" class="pub-header__panel-link">${escapeHtml(link.label)}</a></li>`).join('')}
          <li><a href="/register" class="pub-button pub-header__panel-cta">${escapeHtml(siteHeader.register)}</a></li>
        </ul>
      </nav>
    </details>
  </div>
</header>`;

const footer = (year: number) => `<footer class="pub-footer">
  <div class="pub-container pub-footer__grid">
    <div class="pub-footer__about">
      ${logo(' pub-logo--inverse')}
      <p class="pub-footer__tagline">${escapeHtml(siteFooter.tagline)}</p>
      <h2 class="pub-footer__title">${escapeHtml(siteFooter.contactTitle)}</h2>
      <address class="pub-footer__address"><span>${escapeHtml(siteContact.address)}</span><a href="mailto:${siteContact.email}" class="pub-footer__link">${siteContact.email}</a></address>
    </div>
    ${siteFooter.groups
      .map(
        (group) => `<nav class="pub-footer__group" aria-label="${escapeHtml(group.title)}">
      <h2 class="pub-footer__title">${escapeHtml(group.title)}</h2>
      <ul class="pub-footer__links">${group.links.map((link) => `<li><a href="${link.to}" class="pub-footer__link">${escapeHtml(link.label)}</a></li>`).join('')}</ul>
    </nav>`,
      )
      .join('')}
  </div>
  <div class="pub-footer__bottom"><p class="pub-container">${escapeHtml(siteFooter.copyright(year))}</p></div>
</footer>`;

/** The menu without a script: `<details>` opens the panel under the bar on a phone; it is not there from 768 px on. */
const frameStyle = `.srv-menu summary{list-style:none}.srv-menu summary::-webkit-details-marker{display:none}
.srv-menu[open] .srv-menu__open,.srv-menu:not([open]) .srv-menu__close{display:none}
.srv-menu__panel{position:absolute;left:0;right:0;top:100%;box-shadow:0 12px 24px -16px rgb(15 23 42 / .35)}
@media (min-width:768px){.srv-menu{display:none}}`;

export interface ServedPage {
  title: string;
  description: string;
  /** Absolute URL of the page as search engines should know it. */
  canonical: string;
  /** More of the head: structured data, `noindex`, the page's own styles. */
  head?: string;
  /** The page's own rules, on the site's tokens (`--pub-*`). */
  style?: string;
  body: string;
  /** An image for shared links (a company's logo). */
  image?: string;
}

/** A whole page: its head, the site's frame and `body` as the main content. */
export const servedPageHtml = (page: ServedPage, now = new Date()): string => `<!doctype html>
<html lang="es-CL">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${brand.color}" />
    <link rel="icon" href="/favicon.ico" sizes="32x32" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${escapeHtml(page.title)}</title>
    <meta name="description" content="${escapeHtml(page.description)}" />
    <link rel="canonical" href="${escapeHtml(page.canonical)}" />
    <meta property="og:type" content="website" />
    <meta property="og:locale" content="es_CL" />
    <meta property="og:site_name" content="${escapeHtml(brand.name)}" />
    <meta property="og:title" content="${escapeHtml(page.title)}" />
    <meta property="og:description" content="${escapeHtml(page.description)}" />
    <meta property="og:url" content="${escapeHtml(page.canonical)}" />
    ${page.image ? `<meta property="og:image" content="${escapeHtml(page.image)}" />` : ''}
    <link rel="stylesheet" href="/site.css" />
    <style>${frameStyle}${page.style ?? ''}</style>
    ${page.head ?? ''}
  </head>
  <body>
    <div class="pub-site">
      <a class="pub-skip-link" href="#contenido">${escapeHtml(skipToContent)}</a>
      ${header}
      <main id="contenido" class="pub-main" tabindex="-1">${page.body}</main>
      ${footer(Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric' }).format(now)))}
    </div>
  </body>
</html>
`;
