import { describe, expect, it } from '@jest/globals';
import { contentSecurityPolicy } from './content-security-policy';

const nonce = 'bm9uY2Utb2YtdGVzdHMtMTI=';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows scripts and style elements from this origin and with the nonce, never inline by default', () => {
    const policy = directives(contentSecurityPolicy({ nonce }));
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get('style-src-elem')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(contentSecurityPolicy({ nonce })).not.toContain('unsafe-eval');
  });

  it("allows style attributes only ('unsafe-inline' nowhere else): Chakra's hidden form parts carry them", () => {
    const policy = directives(contentSecurityPolicy({ nonce }));
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    const inlineDirectives = [...policy].filter(([, sources]) => sources.includes("'unsafe-inline'"));
    expect(inlineDirectives.map(([name]) => name)).toEqual(['style-src-attr']);
  });

  it('locks down everything else: no plugins, no framing, base and connections to this origin', () => {
    const policy = directives(contentSecurityPolicy({ nonce }));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('adds the form targets, the extra script and style sources of a kind of page, once each', () => {
    const policy = directives(
      contentSecurityPolicy({
        nonce,
        formActionOrigins: ['https://api.parks.example'],
        extraScriptSrc: ['https://api.parks.example', 'https://api.parks.example'],
        extraStyleSrc: ['https://fonts.parks.example'],
      }),
    );
    expect(policy.get('form-action')).toEqual(["'self'", 'https://api.parks.example']);
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, 'https://api.parks.example']);
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`, 'https://fonts.parks.example']);
  });

  it("lets a document whose inline styles cannot carry a nonce (AMP) use 'unsafe-inline' for styles only", () => {
    const policy = directives(
      contentSecurityPolicy({
        nonce,
        extraScriptSrc: ['https://cdn.ampproject.org'],
        inlineStyles: 'unsafe-inline',
      }),
    );
    // A nonce in style-src would make browsers ignore 'unsafe-inline': the nonce is left out there.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, 'https://cdn.ampproject.org']);
  });

  it('upgrades insecure requests on https sites', () => {
    expect(contentSecurityPolicy({ nonce, upgradeInsecureRequests: true })).toMatch(
      /; upgrade-insecure-requests$/,
    );
  });

  it('refuses a guessable nonce and a source that would inject a directive', () => {
    expect(() => contentSecurityPolicy({ nonce: 'abc' })).toThrow(/nonce/);
    expect(() => contentSecurityPolicy({ nonce: `${nonce}' 'unsafe-inline` })).toThrow(/nonce/);
    expect(() =>
      contentSecurityPolicy({ nonce, extraScriptSrc: ["https://x.example; script-src 'unsafe-inline'"] }),
    ).toThrow(/single CSP source/);
  });
});
