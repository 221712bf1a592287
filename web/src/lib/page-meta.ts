import { useEffect } from 'react';
import type { PageMeta } from '../content/public-copy';

/**
 * Keeps the document title and description in step with the page on client-side navigation.
 * The prerendered pages already carry both (and their Open Graph tags) in their HTML.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
