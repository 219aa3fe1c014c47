/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { isPersonalisationEnabled } from './personalisation';

const config = (general: boolean, shopping: Record<string, boolean>) => ({
  siteCode: 'XS',
  translations: {
    global: { languageLimiter: [], personaEnabled: general, personaShoppingEnabled: shopping },
  },
});

describe('page load step 8: personalisation flags', () => {
  it('follows the shopping flag of the site on cart pages', () => {
    expect(isPersonalisationEnabled('/es/carrito/', config(false, { XS: true }))).toBe(true);
    expect(isPersonalisationEnabled('/en/carrito/thank-you/', config(true, { XS: false }))).toBe(false);
  });
  it('reads the shopping flag of its own site code only', () => {
    expect(isPersonalisationEnabled('/es/carrito/', config(true, { XA: true }))).toBe(false);
  });
  it('follows the general flag everywhere else', () => {
    expect(isPersonalisationEnabled('/es/', config(true, { XS: false }))).toBe(true);
    expect(isPersonalisationEnabled('/en/faqs/', config(false, { XS: true }))).toBe(false);
  });
});
