import type { ComponentType } from 'react';

interface RouteModule {
  readonly Component: ComponentType;
}

/**
 * A lazy route whose page is drawn with Chakra UI: its module and Chakra's provider (`ui-providers.tsx`,
 * the system, Emotion and the recipes) load together, and the page renders inside the provider. The
 * signed-in shell and the dashboard are plain HTML and CSS and load no Chakra, so the provider is each
 * Chakra page's own, not the layout's.
 */
export const chakraPage =
  (load: () => Promise<RouteModule>) =>
  async (): Promise<RouteModule> => {
    const [{ Component: Page }, { UiProviders }] = await Promise.all([load(), import('./ui-providers')]);
    function ChakraPage() {
      return (
        <UiProviders>
          <Page />
        </UiProviders>
      );
    }
    ChakraPage.displayName = `ChakraPage(${Page.displayName ?? Page.name})`;
    return { Component: ChakraPage };
  };
