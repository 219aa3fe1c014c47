import { resolveContentPrices } from './content-prices.server';

const texts = { unavailable: 'price unavailable' };
const page = {
  html: '<p>From {{price adult admission}}, children {{price child admission}}.</p>',
  items: { tours: [{ title: 'Deposit {{fixed 10 USD}}' }] },
};

function services(adult: number | null) {
  return {
    admissionProductId: 100,
    getPriceFrom: jest.fn(async () =>
      adult === null ? null : { adult, child: adult / 2, currency: 'USD' as const },
    ),
    convertFromUsd: jest.fn(async (amount: number) => amount * 20),
  };
}

describe('resolveContentPrices', () => {
  it('writes the same page again from its copy, priced as the request asks, never a stale price', async () => {
    const first = await resolveContentPrices(page, 'USD', services(80), texts);
    expect(first).toEqual({
      complete: true,
      value: {
        html: '<p>From US$80.00, children US$40.00.</p>',
        items: { tours: [{ title: 'Deposit US$10.00' }] },
      },
    });
    const again = await resolveContentPrices(page, 'USD', services(80), texts);
    expect(again.value).toBe(first.value);
    const changed = await resolveContentPrices(page, 'USD', services(90), texts);
    expect(changed.value.html).toBe('<p>From US$90.00, children US$45.00.</p>');
  });

  it('stays incomplete on every request while a price is missing', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await resolveContentPrices(page, 'USD', services(null), texts);
      expect(missing.complete).toBe(false);
      expect(missing.value.html).toBe('<p>From price unavailable, children price unavailable.</p>');
    }
    expect(page.html).toContain('{{price adult admission}}');
  });
});
