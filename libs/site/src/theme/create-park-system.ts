import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';

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

/** The Chakra system of one park, built on Chakra's defaults. */
export function createParkSystem(brand: ParkBrand): SystemContext {
  return createSystem(
    defaultConfig,
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
