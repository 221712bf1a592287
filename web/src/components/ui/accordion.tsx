import { useId, useState } from 'react';
import { ChevronDownIcon } from './icons';
import './accordion.css';

export interface AccordionItem {
  readonly title: string;
  readonly content: string;
}

interface AccordionProps {
  readonly items: readonly AccordionItem[];
  /** The level of each item's heading, after the section's own heading. */
  readonly headingLevel?: 2 | 3 | 4;
}

/**
 * The WAI-ARIA accordion pattern: each header is a heading holding a button that shows its panel;
 * any number of panels may be open. With JavaScript off, a `<noscript>` rule in index.html shows every panel.
 */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const baseId = useId();
  const [openItems, setOpenItems] = useState<ReadonlySet<number>>(() => new Set());
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';

  const toggle = (index: number): void => {
    setOpenItems((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  };

  return (
    <div className="pub-accordion">
      {items.map((item, index) => {
        const open = openItems.has(index);
        const buttonId = `${baseId}-button-${String(index)}`;
        const panelId = `${baseId}-panel-${String(index)}`;
        return (
          <div key={item.title} className="pub-accordion__item" data-state={open ? 'open' : 'closed'}>
            <Heading className="pub-accordion__heading">
              <button
                id={buttonId}
                type="button"
                className="pub-accordion__trigger"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => {
                  toggle(index);
                }}
              >
                <span>{item.title}</span>
                <ChevronDownIcon className="pub-accordion__icon" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="pub-accordion__panel" hidden={!open}>
              <p>{item.content}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
