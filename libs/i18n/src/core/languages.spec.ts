import { describe, expect, it } from '@jest/globals';
import { languageFromPath, pathHasLanguage } from './languages';

describe('page load step 1: language from the path', () => {
  it.each([
    ['/es/galeria/', 'es'],
    ['/en/gallery/', 'en'],
    ['/pt/carrito/obrigada/', 'pt'],
    ['/fr/galerie/', 'en'],
    ['/', 'en'],
    ['/espanol/', 'en'],
  ])('%s → %s', (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });
  it('knows whether the path names its language', () => {
    expect(pathHasLanguage('/es/')).toBe(true);
    expect(pathHasLanguage('/sitemap.xml')).toBe(false);
  });
});
