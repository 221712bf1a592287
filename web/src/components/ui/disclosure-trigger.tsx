import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../layouts/app-icons';
import './plain.css';

/**
 * The button that shows and hides a region (`controls`, its id): its label and a chevron that turns when
 * open. Plain HTML and CSS, for the dashboard, which loads no Chakra. On a light card (teal outline) or
 * on the teal headline (white on teal).
 */
export function DisclosureTrigger({
  open,
  tone,
  controls,
  onToggle,
  children,
}: {
  readonly open: boolean;
  readonly tone: 'light' | 'dark';
  readonly controls: string;
  readonly onToggle: () => void;
  readonly children: ReactNode;
}) {
  return (
    <button type="button" className={`disclosure-trigger disclosure-trigger--${tone}`} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {children}
      <span className="disclosure-trigger__icon">
        <ChevronDownIcon size={18} />
      </span>
    </button>
  );
}
