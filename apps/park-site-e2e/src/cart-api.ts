import { randomUUID } from 'node:crypto';
import { API_URL } from './browser.ts';

const SITE_HEADERS = { PrefixProject: 'PARKS', SiteCode: 'XS' };

async function token(): Promise<string> {
  const response = await fetch(`${API_URL}/xapi/token`, { method: 'POST', headers: SITE_HEADERS });
  if (!response.ok) throw new Error(`token: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A visit date `days` ahead that is not a Sunday (the park is closed on Sundays). */
export function visitDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** POST /xapi/shopping-cart/items: Sensoria admissions on a date into the session's cart. */
async function addAdmission(
  sessionId: string,
  date: string,
  passengers: { Adults: number; Children: number; Infants: number },
): Promise<Response> {
  return fetch(`${API_URL}/xapi/shopping-cart/items?Language=ES&IncludeAmountsUSD=false`, {
    method: 'POST',
    headers: {
      ...SITE_HEADERS,
      Authorization: `Bearer ${await token()}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      SessionId: sessionId,
      IdProduct: 100,
      VisitDate: date,
      Passengers: passengers,
    }),
  });
}

/** Creates a cart with one Sensoria admission through the cart API, as the booking widget will. */
export async function createCartWithAdmission(): Promise<{ sessionId: string; currency: string }> {
  const sessionId = `e2e-${randomUUID()}`;
  const response = await addAdmission(sessionId, visitDate(10), { Adults: 2, Children: 1, Infants: 0 });
  if (!response.ok) throw new Error(`add item: ${response.status} ${await response.text()}`);
  const { Cart } = (await response.json()) as { Cart: { Currency: string } };
  return { sessionId, currency: Cart.Currency };
}

/** The cart as the cart API holds it now. */
export async function readCart(sessionId: string): Promise<{ Currency: string; Total: number }> {
  const response = await fetch(
    `${API_URL}/xapi/shopping-cart?Language=ES&SessionId=${sessionId}&Mobile=false&IncludeAmountsUSD=false`,
    {
      headers: { ...SITE_HEADERS, Authorization: `Bearer ${await token()}` },
    },
  );
  if (!response.ok) throw new Error(`get cart: ${response.status}`);
  return ((await response.json()) as { Cart: { Currency: string; Total: number } }).Cart;
}

/** The products of the cart's lines as the cart API holds them now. */
export async function readCartProducts(sessionId: string): Promise<number[]> {
  const response = await fetch(
    `${API_URL}/xapi/shopping-cart?Language=ES&SessionId=${sessionId}&Mobile=false&IncludeAmountsUSD=false`,
    { headers: { ...SITE_HEADERS, Authorization: `Bearer ${await token()}` } },
  );
  if (!response.ok) throw new Error(`get cart: ${response.status}`);
  return ((await response.json()) as { Cart: { Lines: { IdProduct: number }[] } }).Cart.Lines.map(
    (line) => line.IdProduct,
  );
}

/**
 * Holds `adults` Sensoria admissions on a date in a new cart of their own, through the cart API (the seats
 * count as `held` until the cart's hold ends: 20 minutes by default, longer than any journey).
 */
export async function holdAdmissions(visitDate: string, adults: number): Promise<void> {
  const response = await addAdmission(`e2e-${randomUUID()}`, visitDate, {
    Adults: adults,
    Children: 0,
    Infants: 0,
  });
  if (!response.ok)
    throw new Error(`hold ${adults} on ${visitDate}: ${response.status} ${await response.text()}`);
}

/** GET /xapi/crowd-levels: the park's crowd level per open day as park-api computes it. */
export async function readCrowdLevels(from: string, days: number): Promise<Map<string, string>> {
  const response = await fetch(`${API_URL}/xapi/crowd-levels?From=${from}&Days=${days}`, {
    headers: { ...SITE_HEADERS, Authorization: `Bearer ${await token()}` },
  });
  if (!response.ok) throw new Error(`crowd levels: ${response.status}`);
  const { Days } = (await response.json()) as { Days: { Date: string; Level: string }[] };
  return new Map(Days.map((day) => [day.Date, day.Level]));
}
