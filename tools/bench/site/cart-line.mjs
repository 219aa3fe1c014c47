// A real cart line for the benchmarks: one Sensoria admission (2 adults, 1 child, 10 days ahead, not a
// Sunday) added through the park-api the benchmark started (POST /xapi/shopping-cart/items, as the booking
// widget does), and the cookies a visitor holding that cart sends to park-site (`_shopping`, `_currency`).
// The cart's hold lasts 20 minutes, so a benchmark makes a fresh one for each route it measures.
import { randomUUID } from 'node:crypto';

const SITE_HEADERS = { PrefixProject: 'PARKS', SiteCode: 'XS' };

function visitDate(days) {
  const date = new Date(Date.now() + days * 86_400_000);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** @returns {Promise<{ sessionId: string, cookie: string }>} the cart's session and the Cookie header. */
export async function createCartLine(apiUrl, currency = 'USD') {
  const tokenResponse = await fetch(`${apiUrl}/xapi/token`, { method: 'POST', headers: SITE_HEADERS });
  if (!tokenResponse.ok) throw new Error(`cart line: token ${tokenResponse.status}`);
  const { access_token: token } = await tokenResponse.json();
  const headers = { ...SITE_HEADERS, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const sessionId = `bench-${randomUUID()}`;
  const added = await fetch(`${apiUrl}/xapi/shopping-cart/items?Language=ES&IncludeAmountsUSD=false`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      SessionId: sessionId,
      IdProduct: 100,
      VisitDate: visitDate(10),
      Passengers: { Adults: 2, Children: 1, Infants: 0 },
    }),
  });
  if (!added.ok) throw new Error(`cart line: add item ${added.status} ${await added.text()}`);
  const { Cart } = await added.json();
  if (!Cart?.Lines?.length) throw new Error('cart line: the cart API answered a cart without lines');
  if (Cart.Currency !== currency) {
    const changed = await fetch(`${apiUrl}/xapi/shopping-cart/currency`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ SessionId: sessionId, Currency: currency }),
    });
    if (!changed.ok) throw new Error(`cart line: currency ${changed.status}`);
  }
  return { sessionId, cookie: `_shopping=${sessionId}; _currency=${currency}` };
}
