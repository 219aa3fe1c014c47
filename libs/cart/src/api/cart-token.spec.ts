import { describe, expect, it } from '@jest/globals';
import { fakeAxios, requestHeader } from '../../../../tools/jest/fake-axios';
import { createCartTokenProvider } from './cart-token';

const tokenServer = () => {
  let issued = 0;
  return fakeAxios(() => ({
    status: 200,
    data: { access_token: `t-${++issued}`, token_type: 'Bearer', expires_in: 3600 },
  }));
};

describe('createCartTokenProvider', () => {
  it('POSTs /xapi/token with the SiteCode and PrefixProject headers', async () => {
    const server = tokenServer();
    await expect(
      createCartTokenProvider(server.client, { siteCode: 'XS', prefixProject: 'PARKS' })(),
    ).resolves.toBe('t-1');
    expect(server.requests[0]?.url).toBe('/xapi/token');
    expect(requestHeader(server.requests[0], 'SiteCode')).toBe('XS');
    expect(requestHeader(server.requests[0], 'PrefixProject')).toBe('PARKS');
  });

  it('reuses the token until a minute before it expires, and shares one request between callers', async () => {
    let clock = 0;
    const server = tokenServer();
    const token = createCartTokenProvider(server.client, {
      siteCode: 'XS',
      prefixProject: 'PARKS',
      now: () => clock,
    });
    await expect(Promise.all([token(), token()])).resolves.toEqual(['t-1', 't-1']);
    clock = 3_600_000 - 61_000;
    await expect(token()).resolves.toBe('t-1');
    clock = 3_600_000 - 60_000;
    await expect(token()).resolves.toBe('t-2');
    expect(server.requests).toHaveLength(2);
  });

  it('rejects an answer without a token', async () => {
    const server = fakeAxios(() => ({ status: 200, data: {} }));
    await expect(
      createCartTokenProvider(server.client, { siteCode: 'XS', prefixProject: 'P' })(),
    ).rejects.toThrow('without a token');
  });
});
