import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type SystemContext,
} from '@chakra-ui/react';
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  markRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

type Shade = '50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900' | '950';

/**
 * A park's brand: the values behind the semantic tokens every lib uses (`brand.solid`,
 * `accent.solid`, …). A sister park changes these values, never the token names.
 */
export interface ParkBrand {
  name: string;
  /** The main colour scale; `700` must carry white text at WCAG AA (4.5:1). */
  brand: Record<Shade, string>;
  /** A second scale for highlights (prices, badges); `800` must carry white text at AA. */
  accent: Record<Shade, string>;
  fonts: { heading: string; body: string };
}

function scale(shades: Record<Shade, string>) {
  return Object.fromEntries(Object.entries(shades).map(([shade, value]) => [shade, { value }]));
}

/**
 * Chakra's theme with only the recipes the @parks libs use: Chakra's `defaultConfig` carries every
 * component's recipe into the browser bundle; the base config plus this list keeps the page light.
 * A component that needs another recipe adds it here.
 */
const usedChakraTheme = defineConfig({
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
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      mark: markRecipe,
      separator: separatorRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

/** The Chakra system of one park: Chakra's base, the recipes the libs use, and the park's brand. */
export function createParkSystem(brand: ParkBrand): SystemContext {
  return createSystem(
    mergeConfigs(defaultBaseConfig, usedChakraTheme),
    defineConfig({
      globalCss: {
        'html, body': { bg: 'bg', color: 'fg', fontFamily: 'body' },
        'a:focus-visible, button:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing' },
      },
      theme: {
        tokens: {
          colors: { brand: scale(brand.brand), accent: scale(brand.accent) },
          fonts: { heading: { value: brand.fonts.heading }, body: { value: brand.fonts.body } },
        },
        semanticTokens: {
          colors: {
            brand: {
              solid: { value: '{colors.brand.700}' },
              contrast: { value: 'white' },
              fg: { value: '{colors.brand.800}' },
              muted: { value: '{colors.brand.200}' },
              subtle: { value: '{colors.brand.50}' },
              emphasized: { value: '{colors.brand.300}' },
              focusRing: { value: '{colors.brand.600}' },
            },
            accent: {
              solid: { value: '{colors.accent.800}' },
              contrast: { value: 'white' },
              fg: { value: '{colors.accent.800}' },
              muted: { value: '{colors.accent.200}' },
              subtle: { value: '{colors.accent.50}' },
              emphasized: { value: '{colors.accent.300}' },
              focusRing: { value: '{colors.accent.600}' },
            },
            // Chakra's own status text colours (red.500, green.600) are 3.1–3.8:1 on white and on their
            // tinted backgrounds; these shades give at least 4.5:1 on both (WCAG 2.2 AA, 1.4.3).
            fg: {
              error: { value: '{colors.red.700}' },
              success: { value: '{colors.green.700}' },
            },
            surface: {
              page: { value: '{colors.white}' },
              raised: { value: '{colors.brand.50}' },
              inverted: { value: '{colors.brand.950}' },
            },
          },
        },
      },
    }),
  );
}
