/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { matchSitePage, type SitePage } from '@parks/i18n';
import { pageHreflangs } from './hreflangs';

const sisters = ['aventura', 'selva'];
const page = (path: string) => matchSitePage(path, 'sensoria', sisters) as SitePage;
const options = { origin: 'https://parque.example', park: 'sensoria', siteCode: 'XS' };

describe('page load step 7: hreflang alternates', () => {
  it('limits the alternates to the languages languageLimiter lists for XS', () => {
    const limiter = [{ siteCode: 'XS', languages: ['es' as const, 'en' as const] }];
    expect(pageHreflangs(page('/pt/carrito/obrigada/'), { ...options, languageLimiter: limiter })).toEqual({
      es: 'https://parque.example/es/carrito/gracias/',
      en: 'https://parque.example/en/carrito/thank-you/',
    });
  });
  it('uses every language when the site has no entry', () => {
    const limiter = [{ siteCode: 'XA', languages: ['es' as const] }];
    expect(pageHreflangs(page('/es/carrito/gracias/'), { ...options, languageLimiter: limiter })).toEqual({
      es: 'https://parque.example/es/carrito/gracias/',
      en: 'https://parque.example/en/carrito/thank-you/',
      pt: 'https://parque.example/pt/carrito/obrigada/',
    });
  });
  it('leaves out a language the page does not exist in', () => {
    expect(pageHreflangs(page('/es/inapam/'), { ...options, languageLimiter: [] })).toEqual({
      es: 'https://parque.example/es/inapam/',
    });
  });
  it('keeps the sister park of a combo page', () => {
    expect(pageHreflangs(page('/es/selva-sensoria/'), { ...options, languageLimiter: [] }).en).toBe(
      'https://parque.example/en/selva-sensoria/',
    );
  });
});
