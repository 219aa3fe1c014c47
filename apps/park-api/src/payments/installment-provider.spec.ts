import { runInNewContext } from 'node:vm';
import { createTestApp, testNow, type TestApp } from '../test-support/test-app';

interface Offer {
  textContent: string;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
  parentNode: { removeChild(node: Offer): void } | null;
}

describe('the embedded installment provider script', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testNow);
  });
  afterAll(() => t.close());

  it('is served as JavaScript and shows the monthly offer, then reports ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/installments/provider.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);

    const children: Offer[] = [];
    const element = {
      appendChild(node: Offer) {
        node.parentNode = { removeChild: () => children.splice(children.indexOf(node), 1) };
        children.push(node);
      },
    };
    const sandbox = {
      window: {} as { ParksInstallments?: { render: (...args: unknown[]) => () => void } },
      document: {
        createElement: (): Offer => ({
          textContent: '',
          attributes: {},
          parentNode: null,
          setAttribute(name, value) {
            this.attributes[name] = value;
          },
        }),
      },
      Intl,
      Math,
      Number,
      setTimeout: (fn: () => void) => {
        fn();
        return 0;
      },
      clearTimeout: () => undefined,
    };
    runInNewContext(res.body, sandbox);
    let ready = false;
    const cleanup = sandbox.window.ParksInstallments?.render(
      element,
      {
        apiKey: 'k',
        accountId: 'acct-usd',
        locale: 'en-US',
        currency: 'USD',
        amount: 244.75,
        checkout: false,
        channel: 'desktop',
      },
      () => {
        ready = true;
      },
    );
    expect(ready).toBe(true);
    expect(children[0]?.textContent).toBe(
      'Or 4 interest-free monthly payments of $61.19 with Sandbox Installments.',
    );
    expect(children[0]?.attributes['data-installments-account']).toBe('acct-usd');
    cleanup?.();
    expect(children).toHaveLength(0);
    expect(() => sandbox.window.ParksInstallments?.render(element, {}, () => undefined)).toThrow();
  });
});
