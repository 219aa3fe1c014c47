/**
 * @jest-environment node
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSP_NONCE_LOCAL, securityHeaders, type SecurityHeadersOptions } from './security-headers';

const checkout = {
  name: 'checkout',
  matches: (path: string) => path === '/pay/',
  policy: { extraScriptSrc: ['https://api.parks.example'] },
};

async function serve(options: SecurityHeadersOptions): Promise<{ url: string; server: Server }> {
  const app = express();
  app.use(securityHeaders(options));
  app.get('/{*splat}', (_request, response) => {
    response.send(`<p>${String(response.locals[CSP_NONCE_LOCAL])}</p>`);
  });
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });
}

describe('securityHeaders', () => {
  let http: { url: string; server: Server };
  let https: { url: string; server: Server };
  beforeAll(async () => {
    http = await serve({
      https: false,
      formActionOrigins: ['https://mail.example'],
      documentKinds: [checkout],
    });
    https = await serve({ https: true, formActionOrigins: [], documentKinds: [] });
  });
  afterAll(() => {
    http.server.close();
    https.server.close();
  });

  it('sends a fresh nonce per request, the same one the render receives', async () => {
    const [first, second] = await Promise.all([fetch(`${http.url}/`), fetch(`${http.url}/`)]);
    const nonces = await Promise.all(
      [first, second].map(async (response) => {
        const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
        expect(await response.text()).toBe(`<p>${nonce}</p>`);
        return nonce;
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(Buffer.from(nonces[0] ?? '', 'base64')).toHaveLength(16);
  });

  it('extends the policy only on the documents of a matching kind', async () => {
    const pay = (await fetch(`${http.url}/pay/`)).headers.get('content-security-policy') ?? '';
    const home = (await fetch(`${http.url}/`)).headers.get('content-security-policy') ?? '';
    expect(pay).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/api\.parks\.example;/);
    expect(home).not.toContain('api.parks.example');
    expect(home).toContain("form-action 'self' https://mail.example;");
  });

  it('sends the static headers, and HSTS with upgrade-insecure-requests only on https sites', async () => {
    const plain = (await fetch(`${http.url}/`)).headers;
    expect(plain.get('x-content-type-options')).toBe('nosniff');
    expect(plain.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.get('x-frame-options')).toBe('DENY');
    expect(plain.get('strict-transport-security')).toBeNull();
    expect(plain.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    const secure = (await fetch(`${https.url}/`)).headers;
    expect(secure.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(secure.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});
