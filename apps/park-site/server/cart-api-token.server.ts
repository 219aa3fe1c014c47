import { forwardedForVisitor } from './client-address';

interface TokenAnswer {
  access_token: string;
  expires_in: number;
}

/**
 * The cart API's bearer token (POST /xapi/token), obtained once and reused until shortly before it
 * expires; shared by every server-side client of /xapi (cart, orders, bookings).
 */
export function createCartApiBearer(options: {
  baseUrl: string;
  siteCode: string;
  prefixProject: string;
}): (signal: AbortSignal) => Promise<string> {
  let token: { value: string; expiresAt: number } | null = null;
  return async function bearer(signal: AbortSignal): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const response = await fetch(`${options.baseUrl}/xapi/token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        PrefixProject: options.prefixProject,
        SiteCode: options.siteCode,
        ...forwardedForVisitor(),
      },
      body: JSON.stringify({ siteCode: options.siteCode }),
      signal,
    });
    if (!response.ok) throw new Error(`cart token: HTTP ${response.status}`);
    const answer = (await response.json()) as TokenAnswer;
    // Renew 30 s early so a token never expires between this check and the call.
    token = {
      value: answer.access_token,
      expiresAt: Date.now() + Math.max(0, answer.expires_in - 30) * 1000,
    };
    return token.value;
  };
}
