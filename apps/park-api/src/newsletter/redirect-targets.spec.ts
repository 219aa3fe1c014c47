import { redirectTargets, withParam } from './redirect-targets';

describe('redirectTargets', () => {
  const allowed = ['https://parque.example'];
  it('accepts http(s) URLs on a configured origin', () => {
    const targets = redirectTargets(
      {
        successUrl: 'https://parque.example/es/?a=1',
        errorUrl: 'https://parque.example/es/error-suscripcion/',
      },
      allowed,
      undefined,
    );
    expect(targets?.success.toString()).toBe('https://parque.example/es/?a=1');
  });

  it("never takes the posting page's Origin as an allowed origin (issue 22 §4)", () => {
    const fields = { successUrl: 'https://evil.example/landing', errorUrl: 'https://evil.example/x/' };
    expect(redirectTargets(fields, allowed, 'https://evil.example')).toBeUndefined();
    const own = { successUrl: 'http://site.test/en/', errorUrl: 'http://site.test/en/x/' };
    expect(redirectTargets(own, allowed, 'http://site.test')).toBeUndefined();
    expect(redirectTargets(own, [...allowed, 'http://site.test'], 'null')).toBeDefined();
  });

  it('refuses other schemes, other origins, credentials and garbage', () => {
    for (const successUrl of [
      'ftp://parque.example/',
      'https://parque.example.evil/',
      '//evil',
      'https://a:b@parque.example/',
      'not a url',
    ])
      expect(
        redirectTargets({ successUrl, errorUrl: 'https://parque.example/' }, allowed, undefined),
      ).toBeUndefined();
  });

  it('sets one query parameter, keeping the others', () => {
    expect(withParam(new URL('https://parque.example/es/?a=1&newsletter=x'), 'newsletter', 'pending')).toBe(
      'https://parque.example/es/?a=1&newsletter=pending',
    );
  });

  it('resolves site-relative paths against a configured posting page only, and refuses them otherwise', () => {
    const fields = { successUrl: '/es/?x=1', errorUrl: '/es/error-subscription/' };
    expect(redirectTargets(fields, allowed, 'https://parque.example')?.success.toString()).toBe(
      'https://parque.example/es/?x=1',
    );
    expect(redirectTargets(fields, allowed, 'http://site.test')).toBeUndefined();
    expect(redirectTargets(fields, allowed, undefined)).toBeUndefined();
    expect(
      redirectTargets({ ...fields, successUrl: '//evil.example/' }, allowed, 'https://parque.example'),
    ).toBeUndefined();
    expect(
      redirectTargets({ ...fields, successUrl: '/\\evil.example/' }, allowed, 'https://parque.example'),
    ).toBeUndefined();
  });
});
