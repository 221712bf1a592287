import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import theme from './theme.json';

/**
 * The Chakra UI system of every interactive screen, built from the app's one theme on Chakra's defaults.
 * `theme.json` holds its palette (Chakra's own scales, teal the brand's), fonts (the system's, nothing to
 * download) and radii; the public pages, drawn without Chakra, read the same values as CSS custom
 * properties (`--teal-700`, `--font-body`, `--radius-md`: `virtual:theme.css`, web/vite.config.mts).
 *
 * Only the recipes of the components this app uses (`defaultConfig` carries every recipe Chakra has into
 * every screen). A component whose recipe is missing here renders unstyled: add its recipe when you use
 * a new one (the keys are those of `@chakra-ui/react/theme`'s `recipes` and `slotRecipes`;
 * `chakra-system.test.ts` fails on a component it does not know).
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

/** A scale of `theme.ts` as Chakra's tokens: `{ 50: { value: '#f0fdfa' }, … }`. */
const tokensOf = (scale: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(scale).map(([key, value]) => [key, { value }]));

const { palette, brandPalette, accessibleShades, fonts, radii } = theme;

/**
 * Where Chakra's defaults do not reach WCAG AA, the shade the app uses instead (`accessibleShades`): white
 * on the brand's solid (buttons, badges, avatars) is 3.7:1 on teal.600 and 5.5:1 on teal.700; an inline
 * error is 3.8:1 in red.500 and 6.5:1 in red.700.
 */
const brandConfig = defineConfig({
  globalCss: {
    html: { colorPalette: brandPalette },
    // A busy button keeps its name for screen readers, as its label stays under the spinner: Chakra hides
    // the label with `visibility: hidden`, which takes it out of the accessibility tree too.
    '.chakra-button[data-loading] > span > span': { visibility: 'visible !important', color: 'transparent' },
  },
  theme: {
    tokens: {
      colors: Object.fromEntries(Object.entries(palette).map(([name, scale]) => [name, tokensOf(scale)])),
      fonts: tokensOf(fonts),
      radii: tokensOf(radii),
    },
    semanticTokens: {
      colors: {
        [brandPalette]: { solid: { value: { _light: `{colors.${brandPalette}.${accessibleShades.solid}}`, _dark: `{colors.${brandPalette}.${accessibleShades.solid}}` } } },
        fg: { error: { value: { _light: `{colors.red.${accessibleShades.error}}`, _dark: '{colors.red.400}' } } },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, themeConfig), brandConfig);
