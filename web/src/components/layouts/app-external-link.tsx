import { Link as ChakraLink, VisuallyHidden, type LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ExternalLinkIcon } from './app-icons';

interface ExternalLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel' | 'children'> {
  readonly href: string;
  readonly children: ReactNode;
}

/** A link to an official site: a new tab, said out loud, and no `window.opener` for the other site. */
export function ExternalLink({ href, children, ...link }: ExternalLinkProps) {
  return (
    <ChakraLink href={href} target="_blank" rel="noopener noreferrer" color="teal.700" fontWeight="semibold" textDecoration="underline" textUnderlineOffset="3px" {...link}>
      {children}
      <ExternalLinkIcon size={14} />
      <VisuallyHidden>(se abre en una pestaña nueva)</VisuallyHidden>
    </ChakraLink>
  );
}
