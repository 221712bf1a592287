/**
 * What the prerendered public pages (`/`, `/terms`) do for a signed-out visitor, without React: the
 * mobile menu of the header and the FAQ accordion, on the prerendered HTML. It mirrors
 * `PublicHeader` and `Accordion`, which the signed-in visitor and the app's own navigation still
 * render with React: both write the same attributes (`aria-expanded`, `hidden`, `data-state`), and
 * CSS draws the rest. Links are plain links here: they load the next page.
 */

const setExpanded = (button: HTMLElement, panel: HTMLElement, open: boolean): void => {
  button.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
};

const controlled = (button: HTMLElement): HTMLElement | null => button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');

/** Below 768 px: the menu button opens and closes the panel; Escape closes it and gives the button the focus back. */
const enhanceHeaderMenu = (document: Document): void => {
  const header = document.querySelector<HTMLElement>('.pub-header');
  const button = header?.querySelector<HTMLButtonElement>('.pub-header__menu-button');
  const panel = button && controlled(button);
  if (!header || !button || !panel) return;
  const isOpen = (): boolean => button.getAttribute('aria-expanded') === 'true';
  button.addEventListener('click', () => {
    setExpanded(button, panel, !isOpen());
  });
  header.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    event.preventDefault();
    setExpanded(button, panel, false);
    button.focus();
  });
};

/** The WAI-ARIA accordion: each trigger shows or hides its own panel; any number may be open. */
const enhanceAccordions = (document: Document): void => {
  for (const trigger of document.querySelectorAll<HTMLButtonElement>('.pub-accordion__trigger')) {
    const panel = controlled(trigger);
    if (!panel) continue;
    trigger.addEventListener('click', () => {
      const open = trigger.getAttribute('aria-expanded') !== 'true';
      setExpanded(trigger, panel, open);
      trigger.closest<HTMLElement>('.pub-accordion__item')?.setAttribute('data-state', open ? 'open' : 'closed');
    });
  }
};

/** The page was prerendered in the build's year: the copyright shows the visitor's. */
const updateCopyrightYear = (document: Document, buildYear: number, currentYear: number): void => {
  const copyright = document.querySelector('.pub-footer__bottom p');
  if (!copyright?.textContent || buildYear === currentYear) return;
  copyright.textContent = copyright.textContent.replace(String(buildYear), String(currentYear));
};

/** Makes a prerendered public page interactive and marks its root `data-ready` (what the browser tests wait for). */
export const enhancePublicPage = (document: Document, { buildYear, currentYear }: { buildYear: number; currentYear: number }): void => {
  enhanceHeaderMenu(document);
  enhanceAccordions(document);
  updateCopyrightYear(document, buildYear, currentYear);
  document.getElementById('root')?.setAttribute('data-ready', 'static');
};
