import type { ReactNode } from 'react';
import { ExternalLinkIcon } from './app-icons';
import './app-shell.css';

interface ExternalLinkProps {
  readonly href: string;
  readonly children: ReactNode;
  /** `sm`: 14 px, as in a card's footnote. */
  readonly size?: 'sm';
  /** In a column (a flex container), its own width at the start, not the column's. */
  readonly alignStart?: boolean;
  /** The caller's own layout (for example, where it sits in a column). */
  readonly className?: string;
}

/**
 * A link to an official site: a new tab, said out loud, and no `window.opener` for the other site.
 * Plain HTML, styled in the shell's stylesheet (app-shell.css): the dashboard's cards use it, and the dashboard loads no Chakra.
 */
export function ExternalLink({ href, children, size, alignStart = false, className }: ExternalLinkProps) {
  const classes = ['app-external-link', size === 'sm' ? 'app-external-link--sm' : '', alignStart ? 'app-external-link--start' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <a className={classes} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalLinkIcon size={14} />
      <span className="visually-hidden">(se abre en una pestaña nueva)</span>
    </a>
  );
}
