/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { pagePathname } from './page-pathname';

const at = (url: string) => pagePathname(new Request(`https://parque.example${url}`));

describe('the page a request is for', () => {
  it('is the path of a document request', () => {
    expect(at('/es/galeria/')).toBe('/es/galeria/');
  });
  it('maps a client-navigation data request back to its page', () => {
    expect(at('/es/galeria/_.data')).toBe('/es/galeria/');
    expect(at('/es/galeria.data?_routes=root')).toBe('/es/galeria');
  });
});
