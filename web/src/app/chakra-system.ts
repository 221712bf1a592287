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
    semanticTokens: {
      colors: {
        // Chakra's teal.600 under white text is 3.7:1; teal.700 passes WCAG AA (5.5:1) on buttons, badges and avatars.
        teal: { solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } } },
        // Likewise for inline field errors: red.500 on white is 3.8:1, red.700 is 6.5:1.
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } } },
      },
    },
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
  },
});

export const system = createSystem(defaultConfig, brandConfig);
