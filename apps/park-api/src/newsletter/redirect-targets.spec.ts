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

  it('accepts the origin of the posting page, but not the literal "null" origin', () => {
    const fields = { successUrl: 'http://site.test/en/', errorUrl: 'http://site.test/en/x/' };
    expect(redirectTargets(fields, allowed, 'http://site.test')).toBeDefined();
    expect(redirectTargets(fields, allowed, 'null')).toBeUndefined();
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

  it('resolves site-relative paths against the posting page, and refuses them without an Origin', () => {
    const fields = { successUrl: '/es/?x=1', errorUrl: '/es/error-subscription/' };
    expect(redirectTargets(fields, allowed, 'http://site.test')?.success.toString()).toBe(
      'http://site.test/es/?x=1',
    );
    expect(redirectTargets(fields, allowed, undefined)).toBeUndefined();
    expect(
      redirectTargets({ ...fields, successUrl: '//evil.example/' }, allowed, 'http://site.test'),
    ).toBeUndefined();
    expect(
      redirectTargets({ ...fields, successUrl: '/\\evil.example/' }, allowed, 'http://site.test'),
    ).toBeUndefined();
  });
});
