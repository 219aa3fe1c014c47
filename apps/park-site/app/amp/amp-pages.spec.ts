import { describe, expect, it } from '@jest/globals';
import { matchSitePage } from '@parks/i18n';
import { ampPathOf, canonicalPageOfAmp, isAmpPath } from './amp-pages';

const page = (path: string) => {
  const found = matchSitePage(path, 'sensoria', []);
  if (!found) throw new Error(`no page ${path}`);
  return found;
};

describe('AMP pages (SPEC §2 AMP variants)', () => {
  it.each([
    ['/es/', '/es/amp/'],
    ['/es/galeria/', '/es/amp/galeria/'],
    ['/es/promociones-sensoria/', '/es/amp/promociones-sensoria/'],
    ['/es/acerca-de-sensoria/', '/es/amp/acerca-de-sensoria/'],
  ])('%s has the AMP variant %s, and back', (canonical, amp) => {
    expect(ampPathOf(page(canonical))).toBe(amp);
    expect(canonicalPageOfAmp(amp, 'sensoria')?.path).toBe(canonical);
    expect(isAmpPath(amp)).toBe(true);
  });

  it('gives no AMP variant to other pages or to English ones', () => {
    expect(ampPathOf(page('/es/preguntas-frecuentes/'))).toBeUndefined();
    expect(ampPathOf(page('/en/gallery/'))).toBeUndefined();
    expect(canonicalPageOfAmp('/es/amp/preguntas-frecuentes/', 'sensoria')).toBeUndefined();
    expect(canonicalPageOfAmp('/es/amp/no-existe/', 'sensoria')).toBeUndefined();
  });

  it('tells AMP paths from the others', () => {
    expect(isAmpPath('/es/galeria/')).toBe(false);
    expect(isAmpPath('/es/ampliaciones/')).toBe(false);
    expect(isAmpPath('/en/amp/')).toBe(false);
  });
});
