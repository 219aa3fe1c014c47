import { describe, expect, it } from '@jest/globals';
import { createParkSystem, type ParkBrand } from './create-park-system';

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
const grey = Object.fromEntries(SHADES.map((shade) => [shade, '#555555'])) as ParkBrand['brand'];
const system = createParkSystem({
  name: 'Test park',
  brand: grey,
  accent: grey,
  fonts: { heading: 'serif', body: 'sans-serif' },
});

/** A colour token's light-mode value as a hex colour, following `{colors.…}` references. */
function hexOf(name: string): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`No colour token ${name}`);
  const conditions = (token.extensions as { conditions?: Record<string, string> }).conditions ?? {};
  const value = conditions['_light'] ?? conditions['base'] ?? String(token.originalValue);
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  if (reference?.[1]) return hexOf(reference[1]);
  if (value === 'white') return '#ffffff';
  return value;
}

/** WCAG 2.2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('createParkSystem', () => {
  it.each([
    ['fg.error', ['bg', 'bg.muted', 'bg.error']],
    ['fg.success', ['bg', 'bg.muted', 'bg.success']],
  ])('%s text keeps 4.5:1 on the page and on its tinted background (WCAG 2.2 AA)', (text, backgrounds) => {
    const ratios = backgrounds.map((background) => [background, contrast(hexOf(text), hexOf(background))]);
    expect(ratios.filter(([, ratio]) => Number(ratio) < 4.5)).toEqual([]);
  });
});
