import type { Browser, Page } from 'playwright-core';
import { API_URL, collectProblems, collectTrail, newContext, SITE_URL } from './browser.ts';
import { createCartWithAdmission } from './cart-api.ts';

const SITE_HEADERS = { PrefixProject: 'PARKS', SiteCode: 'XS' };

async function token(): Promise<string> {
  const response = await fetch(`${API_URL}/xapi/token`, { method: 'POST', headers: SITE_HEADERS });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Re-prices a cart in another currency through the cart API (as the currency selector does). */
export async function setCartCurrency(sessionId: string, currency: string): Promise<void> {
  const response = await fetch(`${API_URL}/xapi/shopping-cart/currency`, {
    method: 'PUT',
    headers: {
      ...SITE_HEADERS,
      Authorization: `Bearer ${await token()}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ SessionId: sessionId, Currency: currency }),
  });
  if (!response.ok) throw new Error(`currency: ${response.status}`);
}

/** A browser page whose `_shopping` cookie holds a fresh cart (one admission: 2 adults, 1 child). */
export async function checkoutPage(
  browser: Browser,
  currency = 'USD',
  options: { blockServiceWorkers?: boolean } = {},
): Promise<{ page: Page; sessionId: string; problems: string[]; trail: string[] }> {
  const { sessionId } = await createCartWithAdmission();
  if (currency !== 'USD') await setCartCurrency(sessionId, currency);
  const context = await newContext(browser, options);
  await context.addCookies([
    { name: '_shopping', value: sessionId, url: SITE_URL },
    { name: '_currency', value: currency, url: SITE_URL },
  ]);
  const page = await context.newPage();
  return { page, sessionId, problems: collectProblems(page), trail: collectTrail(page) };
}

export interface BuyerLabels {
  region: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  terms: RegExp;
}

export const ENGLISH: BuyerLabels = {
  region: 'Your details',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  country: 'Country',
  terms: /I accept the terms/,
};
export const SPANISH: BuyerLabels = {
  region: 'Tus datos',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  country: 'País',
  terms: /Acepto los términos/,
};

/** The buyer fields of the payment form (the footer's newsletter form has fields with the same names). */
export async function fillBuyer(page: Page, labels: BuyerLabels, country = 'MX'): Promise<void> {
  const buyer = page.getByRole('region', { name: labels.region });
  await buyer.getByLabel(labels.firstName, { exact: true }).fill('Ana');
  await buyer.getByLabel(labels.lastName, { exact: true }).fill('Pérez');
  await buyer.getByLabel(labels.email, { exact: true }).fill('ana@example.com');
  await buyer.getByLabel(labels.phone, { exact: true }).fill('+52 998 555 0100');
  await buyer.getByLabel(labels.country, { exact: true }).selectOption(country);
  await page.getByLabel(labels.terms).check();
}

export interface CardLabels {
  number: string;
  expiry: RegExp;
  cvv: RegExp;
  holder: string;
}
export const ENGLISH_CARD: CardLabels = {
  number: 'Card number',
  expiry: /Expiry date/,
  cvv: /Security code/,
  holder: 'Name on the card',
};
export const SPANISH_CARD: CardLabels = {
  number: 'Número de tarjeta',
  expiry: /Fecha de vencimiento/,
  cvv: /Código de seguridad/,
  holder: 'Nombre en la tarjeta',
};

export async function fillCard(page: Page, labels: CardLabels, number = '4242424242424242'): Promise<void> {
  await page.getByLabel(labels.number, { exact: true }).fill(number);
  await page.getByLabel(labels.expiry).fill('12/35');
  await page.getByLabel(labels.cvv).fill('123');
  await page.getByLabel(labels.holder, { exact: true }).fill('Ana Pérez');
}

/** Pays a cart through the cart API (card, or bank transfer in MXN); answers the order id. */
export async function payByApi(
  sessionId: string,
  method: 'card' | 'bank-transfer',
  email = 'ana@example.com',
): Promise<string> {
  const response = await fetch(`${API_URL}/xapi/payments`, {
    method: 'POST',
    headers: {
      ...SITE_HEADERS,
      Authorization: `Bearer ${await token()}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': `e2e-${sessionId}`,
    },
    body: JSON.stringify({
      SessionId: sessionId,
      Method: method,
      ...(method === 'card'
        ? {
            Card: {
              Number: '4242424242424242',
              Cvv: '123',
              ExpiryMonth: 12,
              ExpiryYear: 2035,
              Holder: 'Ana Pérez',
            },
          }
        : {}),
      Visitors: [{ FirstName: 'Ana', LastName: 'Pérez', Email: email }],
    }),
  });
  if (response.status !== 201) throw new Error(`pay: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { Order: { IdOrder: string } }).Order.IdOrder;
}
