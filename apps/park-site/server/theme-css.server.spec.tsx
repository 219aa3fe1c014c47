/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { pageSystem, siteSystem } from '../app/theme/site-system';
import { buildThemeStylesheet } from './theme-css.server';

describe('the theme stylesheet', () => {
  const sheet = buildThemeStylesheet(siteSystem);

  it('holds the reset, the layer order and the brand tokens', () => {
    expect(sheet.css).toMatch(/^@layer /);
    expect(sheet.css).toContain('@layer reset');
    expect(sheet.css).toContain('--chakra-colors-brand-700:#106750');
  });
  it('is versioned by its content', () => {
    expect(buildThemeStylesheet(siteSystem).hash).toBe(sheet.hash);
    expect(sheet.hash).toMatch(/^[0-9a-f]{12}$/);
  });
  it('is left out of what pages render with', () => {
    expect(pageSystem._global).toEqual([]);
    expect(siteSystem._global.length).toBeGreaterThan(0);
  });
});
