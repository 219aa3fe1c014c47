/**
 * How a client calls the park-api cart API (apps/park-api/README.md): a bearer token from POST /xapi/token,
 * then Authorization, PrefixProject and SiteCode: XS on every call.
 */

const SITE_HEADERS = { prefixproject: 'PARKS-BENCH', sitecode: 'XS' };
const PARK_TIME_ZONE = 'America/Cancun';
const DAY_MS = 86_400_000;

/** The headers of an authorised cart API call (the token lasts an hour by default: longer than a run). */
export async function cartHeaders(baseUrl) {
  const res = await fetch(`${baseUrl}/xapi/token`, { method: 'POST', headers: SITE_HEADERS });
  if (!res.ok) throw new Error(`POST /xapi/token answered ${res.status}: ${await res.text()}`);
  const { access_token } = await res.json();
  return { ...SITE_HEADERS, authorization: `Bearer ${access_token}` };
}

/**
 * Dates the server will sell: Monday to Saturday, from `fromDays` days after today in the park's time zone
 * (the server uses the real clock, so fixed test dates would drift into the past), inside the 365-day horizon.
 */
export function openDates(count, fromDays = 2) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: PARK_TIME_ZONE }).format(new Date());
  const dates = [];
  for (let day = fromDays; dates.length < count && day < 360; day++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + day * DAY_MS);
    if (date.getUTCDay() !== 0) dates.push(date.toISOString().slice(0, 10));
  }
  if (dates.length < count) throw new Error(`only ${dates.length} open dates in the horizon, ${count} asked`);
  return dates;
}

export const ADD_ITEM_PATH = '/xapi/shopping-cart/items?Language=EN';
export const cartPath = (sessionId) => `/xapi/shopping-cart?Language=EN&SessionId=${sessionId}&Mobile=false`;

/** One add-to-cart call; answers the status and the error code, if any. */
export async function addItem(baseUrl, headers, body) {
  const res = await fetch(baseUrl + ADD_ITEM_PATH, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await res.json().catch(() => ({}));
  return { status: res.status, code: res.ok ? undefined : answer.code };
}
