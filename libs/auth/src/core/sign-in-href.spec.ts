import { describe, expect, it } from '@jest/globals';
import { authReturnUrl, signInHref } from './sign-in-href';

describe('authReturnUrl', () => {
  it('returns to /es/auth/, or /en/auth/ from an English page (SPEC §2)', () => {
    expect(authReturnUrl('/es/galeria/')).toBe('/es/auth/');
    expect(authReturnUrl('/en/gallery/?x=1#top')).toBe('/en/auth/');
    expect(authReturnUrl('/pt/carrito/obrigada/')).toBe('/es/auth/');
  });

  it("keeps the page's origin when the page URL is absolute", () => {
    expect(authReturnUrl('https://www.sensoria.example/en/faqs/')).toBe(
      'https://www.sensoria.example/en/auth/',
    );
    expect(authReturnUrl('http://localhost:3000')).toBe('http://localhost:3000/es/auth/');
  });
});

describe('signInHref', () => {
  it("goes to the account site's sign-in with the language and the return page", () => {
    expect(signInHref('http://127.0.0.1:3333/account/', 'en', 'https://www.sensoria.example/en/faqs/')).toBe(
      'http://127.0.0.1:3333/account/sign-in?lang=en&return=https%3A%2F%2Fwww.sensoria.example%2Fen%2Fauth%2F',
    );
    expect(signInHref('https://account.example', 'es', '/es/')).toBe(
      'https://account.example/sign-in?lang=es&return=%2Fes%2Fauth%2F',
    );
  });
});
