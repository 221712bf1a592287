import type { ComponentType } from 'react';

interface RouteModule {
  readonly Component: ComponentType;
}

/**
 * A lazily loaded component drawn with Chakra UI, for `React.lazy`: its module and Chakra's provider
 * (`ui-providers.tsx`: the system, Emotion and the recipes) load together, and it renders inside the
 * provider. The signed-in shell and the dashboard are plain HTML and CSS and load no Chakra, so the
 * provider is each Chakra screen's own, not the layout's.
 */
export const chakraComponent =
  <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  async (): Promise<{ default: ComponentType<Props> }> => {
    const [Inner, { UiProviders }] = await Promise.all([load(), import('./ui-providers')]);
    function WithChakra(props: Props) {
      return (
        <UiProviders>
          <Inner {...props} />
        </UiProviders>
      );
    }
    WithChakra.displayName = `WithChakra(${Inner.displayName ?? Inner.name})`;
    return { default: WithChakra };
  };

/** A lazy route whose page is drawn with Chakra UI (`chakraComponent`, as the router's `lazy` wants it). */
export const chakraPage =
  (load: () => Promise<RouteModule>) =>
  async (): Promise<RouteModule> => ({ Component: (await chakraComponent(async () => (await load()).Component)()).default });
