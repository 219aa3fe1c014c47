/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { createParkSystem, type ParkBrand } from './create-park-system';
import { buildParkStylesheet } from './park-stylesheet';
import { defineStaticStyles } from './static-styles';

const shades = (hex: string) =>
  Object.fromEntries(
    ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'].map((s) => [s, hex]),
  ) as ParkBrand['brand'];
const brand = (name: string, hex: string): ParkBrand => ({
  name,
  brand: shades(hex),
  accent: shades('#222222'),
  fonts: { heading: 'serif', body: 'sans-serif' },
});

const card = defineStaticStyles('pk-test', {
  title: { recipe: 'heading', variants: { size: 'lg' }, css: { color: 'brand.fg', mt: { base: '2', md: '4' } } },
  link: { css: { color: 'brand.solid', _hover: { textDecoration: 'underline' } } },
});

describe('buildParkStylesheet', () => {
  const green = buildParkStylesheet(createParkSystem(brand('Green', '#106750')), [card]);

  it('names each class from its part', () => {
    expect(card.classes).toEqual({ title: 'pk-test-title', link: 'pk-test-link' });
  });
  it("starts with Chakra's layer order, reset and the brand's tokens", () => {
    expect(green.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(green).toContain('--chakra-colors-brand-700:#106750');
  });
  it("puts the recipe in Chakra's recipes layer and the props after it, on the token variables", () => {
    expect(green).toMatch(/@layer recipes\{\.pk-test-title\{[^}]*font-family:var\(--chakra-fonts-heading\)/);
    expect(green).toContain('.pk-test-title{color:var(--chakra-colors-brand-fg);margin-top:var(--chakra-spacing-2);}');
    expect(green).toMatch(/@media screen and \(min-width: 48rem\)\{\.pk-test-title\{margin-top:var\(--chakra-spacing-4\);\}\}/);
    expect(green).toContain('@media (hover: hover){.pk-test-link:is(:hover, [data-hover])');
  });
  it("gives a sister park the same classes on its own tokens", () => {
    const orange = buildParkStylesheet(createParkSystem(brand('Orange', '#c2410c')), [card]);
    expect(orange).toContain('--chakra-colors-brand-700:#c2410c');
    expect(orange).not.toContain('#106750');
    const rules = (css: string) => css.slice(css.indexOf('.pk-test-title'));
    expect(rules(orange)).toBe(rules(green));
  });
  it('refuses a recipe the system lacks and a class defined twice', () => {
    const system = createParkSystem(brand('Green', '#106750'));
    expect(() =>
      buildParkStylesheet(system, [defineStaticStyles('pk-x', { a: { recipe: 'accordion' } })]),
    ).toThrow(/no recipe "accordion"/);
    expect(() => buildParkStylesheet(system, [card, card])).toThrow(/defined twice/);
  });
});
