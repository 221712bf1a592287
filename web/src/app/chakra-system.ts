import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The Chakra UI system of the signed-in, auth-flow and admin screens: Chakra's defaults with the brand's
 * teal as the main palette. The public pages do not use it (they stay light), so import this module only
 * from lazily loaded routes and components.
 */
const brandConfig = defineConfig({
  globalCss: {
    html: { colorPalette: 'teal' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
  },
});

export const system = createSystem(defaultConfig, brandConfig);
