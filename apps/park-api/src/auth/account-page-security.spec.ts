import { describe, expect, it } from '@jest/globals';
import { siteClient } from '../config/app-config';
import { accountPageSecurity, returnOrigins } from './account-page-security';

const clients = [siteClient('park-site', ['https://www.parquesensoria.example', 'http://localhost:3000'])];

describe('accountPageSecurity', () => {
  it('lets the forms lead to park-api and to each site the provider returns to, once each', () => {
    expect(returnOrigins({ clients })).toEqual([
      'https://www.parquesensoria.example',
      'http://localhost:3000',
    ]);
    expect(
      accountPageSecurity({ clients, issuer: 'http://api.test' }).headers['Content-Security-Policy'],
    ).toContain("form-action 'self' https://www.parquesensoria.example http://localhost:3000;");
  });

  it('sends HSTS when the account site is served over https', () => {
    expect(
      accountPageSecurity({ clients, issuer: 'https://cuenta.parquesensoria.example' }).headers[
        'Strict-Transport-Security'
      ],
    ).toBe('max-age=31536000; includeSubDomains');
    expect(
      accountPageSecurity({ clients, issuer: 'http://api.test' }).headers['Strict-Transport-Security'],
    ).toBeUndefined();
  });

  it('draws a new 128-bit nonce for every answer', () => {
    const nonces = new Set(
      Array.from({ length: 50 }, () => accountPageSecurity({ clients, issuer: 'http://a' }).nonce),
    );
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
