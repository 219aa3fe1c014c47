import type { ApiClient } from '@parks/site';

export interface CartTokenOptions {
  siteCode: string;
  prefixProject: string;
  /** The clock, for the token's expiry. @default Date.now */
  now?: () => number;
}

// A token is renewed this long before it expires, so no call leaves with a stale one.
const RENEW_MARGIN_MS = 60_000;

/**
 * The cart API's bearer token for `CartApiOptions.getToken`: `POST /xapi/token` (SiteCode and
 * PrefixProject headers), kept until shortly before it expires; concurrent callers share one request.
 */
export function createCartTokenProvider(
  http: ApiClient,
  { siteCode, prefixProject, now = Date.now }: CartTokenOptions,
): () => Promise<string> {
  let cached: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const response = await http.post<{ access_token?: unknown; expires_in?: unknown }>(
      '/xapi/token',
      undefined,
      {
        headers: { SiteCode: siteCode, PrefixProject: prefixProject },
      },
    );
    const { access_token: token, expires_in: expiresIn } = response.data;
    if (typeof token !== 'string' || typeof expiresIn !== 'number')
      throw new Error('The cart API answered the token call without a token');
    cached = { token, renewAt: now() + expiresIn * 1000 - RENEW_MARGIN_MS };
    return token;
  }

  return () => {
    if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}
