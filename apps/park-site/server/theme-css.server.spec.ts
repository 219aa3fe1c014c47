/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { pageSystem, siteSystem } from '../app/theme/site-system';
import { themeStylesheet } from './theme-css.server';

describe('the theme stylesheet', () => {
  it('is versioned by its content', () => {
    const sheet = themeStylesheet('@layer reset{html{color:red}}');
    expect(themeStylesheet('@layer reset{html{color:red}}').hash).toBe(sheet.hash);
    expect(themeStylesheet('@layer reset{html{color:blue}}').hash).not.toBe(sheet.hash);
    expect(sheet.hash).toMatch(/^[0-9a-f]{12}$/);
  });
  it('refuses a stylesheet that was not built', () => {
    expect(() => themeStylesheet('')).toThrow(/npm run styles/);
  });
  it('is left out of what pages render with', () => {
    expect(pageSystem._global).toEqual([]);
    expect(siteSystem._global.length).toBeGreaterThan(0);
  });
});
