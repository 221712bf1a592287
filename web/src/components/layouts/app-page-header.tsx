import type { ReactNode } from 'react';
import './app-shell.css';

interface PageHeaderProps {
  readonly title: string;
  /** A short line above the title. */
  readonly eyebrow?: ReactNode;
  readonly description?: ReactNode;
}

/** The heading of a signed-in page: its one `h1`, and what the page is for. Plain HTML, styled in the shell's stylesheet (app-shell.css). */
export function PageHeader({ title, eyebrow, description }: PageHeaderProps) {
  return (
    <div className="app-page-header">
      {eyebrow ? <p className="app-page-header__eyebrow">{eyebrow}</p> : null}
      <h1 className="app-page-header__title">{title}</h1>
      {description ? <p className="app-page-header__description">{description}</p> : null}
    </div>
  );
}
