import { Link as ChakraLink, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ExternalLinkIcon } from '../ui/icons';

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

/** A link to an official site: a new tab, said out loud, and no `window.opener` for the other site. */
export function ExternalLink({ href, children, size, alignStart = false, className }: ExternalLinkProps) {
  return (
    <ChakraLink
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      color="teal.700"
      fontWeight="semibold"
      fontSize={size === 'sm' ? 'sm' : undefined}
      textDecoration="underline"
      textUnderlineOffset="3px"
      alignSelf={alignStart ? 'flex-start' : undefined}
      overflowWrap="anywhere"
    >
      {children}
      <ExternalLinkIcon size={14} />
      <VisuallyHidden>(se abre en una pestaña nueva)</VisuallyHidden>
    </ChakraLink>
  );
}
