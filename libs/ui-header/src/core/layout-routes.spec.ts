import { describe, expect, it } from '@jest/globals';
import { layoutRoutePath } from './layout-routes';

describe('layoutRoutePath', () => {
  it("writes a layout link in the visitor's language, with the host's park", () => {
    expect(layoutRoutePath('faqs', 'es', 'sensoria')).toBe('/es/preguntas-frecuentes/');
    expect(layoutRoutePath('about', 'es', 'sensoria')).toBe('/es/acerca-de-sensoria/');
    expect(layoutRoutePath('about', 'es', 'aventura')).toBe('/es/acerca-de-aventura/');
  });

  it('sends Portuguese to the English page, the same answer every time it is asked', () => {
    expect(layoutRoutePath('faqs', 'pt', 'sensoria')).toBe('/en/faqs/');
    expect(layoutRoutePath('faqs', 'pt', 'sensoria')).toBe('/en/faqs/');
    expect(layoutRoutePath('faqs', 'en', 'sensoria')).toBe('/en/faqs/');
  });
});
