import { describe, expect, it } from '@jest/globals';
import { authReturnPath, isCartPath, linkPath, listSitePages, matchSitePage, routePath } from './route-table';

const sisters = ['aventura', 'selva', 'arrecife', 'cenotes', 'isla', 'volcan'];

describe('the route table of SPEC §2', () => {
  it('fills the park slug', () => {
    expect(routePath('about', 'es', { park: 'sensoria' })).toBe('/es/acerca-de-sensoria/');
    expect(routePath('attractions', 'en', { park: 'sensoria' })).toBe('/en/sensoria-activities/');
    expect(routePath('location', 'es', { park: 'sensoria' })).toBe('/es/ubicacion-parque-sensoria/');
  });
  it('has the resident and senior pages in Spanish only', () => {
    expect(routePath('senior', 'es', { park: 'sensoria' })).toBe('/es/inapam/');
    expect(routePath('senior', 'en', { park: 'sensoria' })).toBeUndefined();
  });
  it('has the Portuguese cart routes only', () => {
    expect(routePath('thank-you', 'pt', { park: 'sensoria' })).toBe('/pt/carrito/obrigada/');
    expect(routePath('cart', 'pt', { park: 'sensoria' })).toBeUndefined();
    expect(routePath('home', 'pt', { park: 'sensoria' })).toBeUndefined();
  });
  it('links a Portuguese page to its own checkout pages and to the English content (decision 013)', () => {
    const park = { park: 'sensoria' };
    expect(linkPath('thank-you', 'pt', park)).toBe('/pt/carrito/obrigada/');
    expect(linkPath('cart', 'pt', park)).toBe('/en/carrito/');
    expect(linkPath('home', 'pt', park)).toBe('/en/');
    expect(linkPath('terms', 'pt', park)).toBe('/en/terms-of-use/');
    expect(linkPath('terms', 'es', park)).toBe('/es/terminos-de-uso/');
    // A Spanish-only page has no English one to fall back to.
    expect(linkPath('senior', 'pt', park)).toBeUndefined();
  });
  it('lists six combo pages per language', () => {
    const combos = listSitePages('sensoria', sisters).filter((page) => page.id === 'combo');
    expect(combos.filter((page) => page.language === 'en').map((page) => page.path)).toEqual(
      sisters.map((sister) => `/en/${sister}-sensoria/`),
    );
    expect(combos).toHaveLength(12);
  });
  it('matches a path with or without its trailing slash', () => {
    expect(matchSitePage('/en/selva-sensoria', 'sensoria', sisters)).toEqual({
      id: 'combo',
      language: 'en',
      sisterpark: 'selva',
      path: '/en/selva-sensoria/',
    });
  });
  it('counts any path containing carrito as a cart page', () => {
    expect(isCartPath('/en/carrito/payment-details/')).toBe(true);
    expect(isCartPath('/en/sensoria-admission/')).toBe(false);
  });
  it('returns to /en/auth/ only from an English path', () => {
    expect(authReturnPath('/en/faqs/')).toBe('/en/auth/');
    expect(authReturnPath('/es/faqs/')).toBe('/es/auth/');
    expect(authReturnPath('/pt/carrito/obrigada/')).toBe('/es/auth/');
  });
});
