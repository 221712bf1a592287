import { fireEvent } from '@testing-library/react';
import { renderPage } from '../entry-server';
import { landing } from '../content/landing-copy';
import { enhancePublicPage } from './enhance';

/**
 * The script of the prerendered pages, on the very HTML the prerender writes for `/` (entry-server.tsx):
 * what React did there for a signed-out visitor, the listeners must do.
 */
(globalThis as { __BUILD_YEAR__?: number }).__BUILD_YEAR__ = 2025;

const prerendered = async (path: string): Promise<HTMLElement> => {
  document.body.innerHTML = `<div id="root">${await renderPage(path)}</div>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
};

const byRole = (role: string, name: string): HTMLElement => {
  const match = [...document.querySelectorAll<HTMLElement>(role === 'button' ? 'button' : `[role="${role}"]`)].find(
    (element) => element.textContent.trim() === name || element.getAttribute('aria-label') === name,
  );
  if (!match) throw new Error(`no ${role} named ${name}`);
  return match;
};

describe('enhancePublicPage', () => {
  it('marks the root ready', async () => {
    const root = await prerendered('/');
    expect(root.hasAttribute('data-ready')).toBe(false);
    enhancePublicPage(document, { buildYear: 2025, currentYear: 2025 });
    expect(root.getAttribute('data-ready')).toBe('static');
  });

  it('opens and closes the mobile menu; Escape closes it and focuses the button', async () => {
    await prerendered('/');
    enhancePublicPage(document, { buildYear: 2025, currentYear: 2025 });
    const button = byRole('button', 'Menú');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    fireEvent.click(button);
    expect(panel?.hidden).toBe(true);

    fireEvent.click(button);
    const link = panel?.querySelector('a');
    if (!link) throw new Error('the panel has no link');
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(panel?.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('opens each FAQ answer on its own, and closes it again', async () => {
    await prerendered('/');
    enhancePublicPage(document, { buildYear: 2025, currentYear: 2025 });
    const [first, second] = landing.faq.items.map(({ question }) => byRole('button', question));
    if (!first || !second) throw new Error('the FAQ has fewer than two questions');
    const panelOf = (trigger: HTMLElement) => document.getElementById(trigger.getAttribute('aria-controls') ?? '');

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(first)?.hidden).toBe(false);
    expect(first.closest('.pub-accordion__item')?.getAttribute('data-state')).toBe('open');
    expect(panelOf(second)?.hidden).toBe(true);

    fireEvent.click(second);
    fireEvent.click(first);
    expect(panelOf(first)?.hidden).toBe(true);
    expect(first.closest('.pub-accordion__item')?.getAttribute('data-state')).toBe('closed');
    expect(panelOf(second)?.hidden).toBe(false);
  });

  it('shows the visitor’s year in the copyright when the page was prerendered in an earlier one', async () => {
    await prerendered('/terms');
    const copyright = document.querySelector('[data-testid="copyright"]');
    expect(copyright?.textContent).toContain('© 2025');
    enhancePublicPage(document, { buildYear: 2025, currentYear: 2027 });
    expect(copyright?.textContent).toContain('© 2027');
    expect(copyright?.textContent).not.toContain('2025');
  });
});
