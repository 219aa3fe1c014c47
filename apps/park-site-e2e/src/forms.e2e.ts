// Issue 16 §6: the forms of the server-rendered pages, as a browser that has not run the scripts yet
// sees them. Each one says how it is sent; the ones holding a password, a card or a coupon post, so the
// browser's own submission never puts them in a URL.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SITE_URL } from './browser.ts';
import { createCartWithAdmission } from './cart-api.ts';

interface FormTag {
  attributes: string;
  body: string;
}

function formsOf(html: string): FormTag[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, attributes = '', body = '']) => ({
    attributes,
    body,
  }));
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

// The fields that must never reach a URL: a password, a card number, a CVV, a coupon code.
const SECRET_FIELD = /<input\b[^>]*(type="password"|name="(password|cardNumber|cvv|coupon)")/;

describe('forms before the scripts run (issue 16 §6)', () => {
  it('every form says how it is sent, and no form with a secret field is a GET', async () => {
    const { sessionId } = await createCartWithAdmission();
    const pages = [
      '/en/',
      '/es/',
      '/en/auth/',
      '/es/auth/',
      '/en/sensoria-admission/',
      '/es/hoteles/',
      '/en/create-your-package/',
      '/es/carrito/',
      '/en/carrito/payment-details/',
      '/en/carrito/payment-details-coupon/',
    ];
    const checked = { forms: 0, secret: 0 };
    for (const path of pages) {
      const response = await fetch(`${SITE_URL}${path}`, { headers: { cookie: `_shopping=${sessionId}` } });
      assert.equal(response.status, 200, path);
      for (const form of formsOf(await response.text())) {
        checked.forms += 1;
        const method = attribute(form.attributes, 'method');
        assert.ok(method === 'get' || method === 'post', `${path}: <form${form.attributes}> has a method`);
        const action = attribute(form.attributes, 'action');
        assert.notEqual(action, '', `${path}: an action, when given, is not empty`);
        if (SECRET_FIELD.test(form.body)) {
          checked.secret += 1;
          assert.equal(method, 'post', `${path}: a form with a secret field posts`);
          assert.ok(action?.startsWith('/'), `${path}: it posts to the site's own page (${action})`);
        }
      }
    }
    // The sign-in forms (es, en) and the coupon form were among them.
    assert.ok(checked.secret >= 3, JSON.stringify(checked));
    assert.ok(checked.forms >= checked.secret + 4, JSON.stringify(checked));
  });
});
