import type {
  AddCartItemRequest,
  AddOnOffer,
  CartHold,
  CartLine,
  ComplementProduct,
  ShoppingCart,
  UpdateCartItemRequest,
} from '@parks/contracts';
import type { CartAnswerOptions, CartApi, CartApiResult } from '../api/cart.api';
import { cartHold } from '../core/cart-hold';
import { COMPLEMENT_RATES, complementIn, complementsFixture } from './complements';

/** A call the in-memory API received, for specs to check what was sent. */
export interface MemoryCartCall {
  method: keyof CartApi;
  args: unknown[];
}

export interface MemoryCartApiOptions {
  /** The cart it holds; null for no cart yet. */
  cart: ShoppingCart | null;
  complements?: ComplementProduct[];
  /** Cart changes answer this error code (HTTP 409) instead of the cart. */
  failWith?: string;
  /** Cart changes never answer: the page stays in its 'updating' state. */
  hang?: boolean;
  /** Schedules of every product's availability. @default ['11:00', '16:00'] */
  schedules?: string[];
  /** Answers after this many milliseconds. @default 0 */
  delayMs?: number;
  /** 'Hold again' answers this error code (HTTP 409), e.g. NO_AVAILABILITY. */
  holdAgainFailWith?: string;
  /** The complements' prices: never answered (`hang`) or answered with an error (`fail`). */
  complementPrices?: 'hang' | 'fail';
  /** What `getAddOns` offers, priced in US dollars (converted like the complements). @default [] */
  addOns?: AddOnOffer[];
}

export interface MemoryCartApi extends CartApi {
  calls: MemoryCartCall[];
  /** The cart as it is now. */
  current(): ShoppingCart | null;
}

// jsdom has no structuredClone; carts are plain JSON anyway.
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Adult price of a product added in memory, in the cart's currency (children pay 75 %). */
const ADULT_PRICE = 600;

/**
 * A CartApi over one cart held in memory: lines change, totals are summed again and every change
 * answers the whole cart, as park-api does. Stories and specs give it to `<CartApiProvider>`.
 */
export function memoryCartApi(options: MemoryCartApiOptions): MemoryCartApi {
  let cart = options.cart ? clone(options.cart) : null;
  const calls: MemoryCartCall[] = [];
  const wait = () =>
    options.hang
      ? new Promise<never>(() => undefined)
      : new Promise<void>((resolve) => setTimeout(resolve, options.delayMs ?? 0));

  const withTotals = (next: ShoppingCart): ShoppingCart => ({
    ...next,
    ProductCount: next.Lines.length,
    WithErrors: next.Lines.some((line) => Boolean(line.ErrorCode)),
    Total: Math.round(next.Lines.reduce((sum, line) => sum + line.Amount, 0) * 100) / 100,
  });

  /** A hold period that starts now, as park-api answers it (Date.now: a story's fixed clock gives fixed times). */
  const holdFrom = (hold: CartHold, extensionsLeft: number): CartHold => {
    const now = Date.now();
    return {
      ...hold,
      Now: new Date(now).toISOString(),
      ExpiresAt: new Date(now + hold.PeriodSeconds * 1000).toISOString(),
      ExtensionsLeft: extensionsLeft,
    };
  };

  async function change(
    method: keyof CartApi,
    args: unknown[],
    apply: (current: ShoppingCart | null) => ShoppingCart | string,
  ): Promise<CartApiResult<ShoppingCart>> {
    calls.push({ method, args });
    await wait();
    if (options.failWith)
      return {
        ok: false,
        error: { kind: 'http', status: 409, code: options.failWith, message: options.failWith },
      };
    const next = apply(cart);
    if (typeof next === 'string') {
      const status = next.endsWith('NOT_FOUND') ? 404 : 409;
      return { ok: false, error: { kind: 'http', status, code: next, message: next } };
    }
    // The contract: every cart change restarts the hold period and gives back both extensions.
    const hold = cartHold(next);
    cart = withTotals(hold && method !== 'extendHold' ? { ...next, Hold: holdFrom(hold, 2) } : next);
    return { ok: true, status: 200, data: clone(cart) };
  }

  const withStatus = (line: CartLine, status: 'HELD' | 'EXPIRED'): CartLine => ({
    ...line,
    HoldStatus: status,
  });

  /** An add-on's unit price in a currency, as park-api converts the catalog's US dollars. */
  const addOnIn = (offer: AddOnOffer, currency: string): AddOnOffer => {
    const { rate, decimals } = COMPLEMENT_RATES[currency] ?? { rate: 1, decimals: 2 };
    return {
      ...offer,
      UnitPrice:
        offer.UnitPrice === null
          ? null
          : Math.round(Number((offer.UnitPrice * rate * 10 ** decimals).toFixed(6))) / 10 ** decimals,
    };
  };

  const priced = (line: CartLine, currency = cart?.Currency ?? 'MXN'): CartLine => {
    const { Adults, Children, Infants } = line.Passengers;
    // An add-on `getAddOns` does not offer keeps the row it was priced with (a fixture's transport).
    const pricedBefore = (line.Breakdown ?? []).filter((row) => row.Concept === 'addon');
    const addOnRows = (line.AddOns ?? []).flatMap((addOn, index) => {
      const offer = (options.addOns ?? []).find((candidate) => candidate.IdProduct === addOn.IdProduct);
      if (!offer) return pricedBefore[index] ? [pricedBefore[index]] : [];
      const unit = addOnIn(offer, currency).UnitPrice;
      if (unit === null) return [];
      const quantity = Math.ceil((Adults + Children + Infants) / Math.max(1, offer?.CoversPeople ?? 1));
      const amount = Math.round(quantity * unit * 100) / 100;
      return [
        {
          Concept: 'addon' as const,
          Label: addOn.Name,
          Quantity: quantity,
          UnitAmount: unit,
          Amount: amount,
        },
      ];
    });
    const amount =
      Adults * ADULT_PRICE +
      Children * ADULT_PRICE * 0.75 +
      addOnRows.reduce((sum, row) => sum + row.Amount, 0);
    return {
      ...line,
      Amount: amount,
      Breakdown: [
        ...(Adults
          ? [
              {
                Concept: 'adult' as const,
                Label: 'Adults (12+)',
                Quantity: Adults,
                UnitAmount: ADULT_PRICE,
                Amount: Adults * ADULT_PRICE,
              },
            ]
          : []),
        ...(Children
          ? [
              {
                Concept: 'child' as const,
                Label: 'Children (5-11)',
                Quantity: Children,
                UnitAmount: ADULT_PRICE,
                Amount: Children * ADULT_PRICE,
              },
              {
                Concept: 'discount' as const,
                Label: 'CHILD_5_11',
                Quantity: Children,
                UnitAmount: -ADULT_PRICE * 0.25,
                Amount: -Children * ADULT_PRICE * 0.25,
                Percent: 25,
              },
            ]
          : []),
        ...addOnRows,
      ],
      DiscountPercent: 0,
    };
  };

  return {
    calls,
    current: () => cart,
    getCart: async (query) => {
      calls.push({ method: 'getCart', args: [query] });
      return cart
        ? { ok: true, status: 200, data: clone(cart) }
        : { ok: false, error: { kind: 'http', status: 404, code: 'CART_NOT_FOUND', message: 'no cart' } };
    },
    changeCurrency: (body) =>
      change('changeCurrency', [body], (current) =>
        current ? { ...current, Currency: body.Currency } : 'CART_NOT_FOUND',
      ),
    deleteCart: async (body) => {
      calls.push({ method: 'deleteCart', args: [body] });
      cart = null;
      return { ok: true, status: 204, data: null };
    },
    addItem: (body: AddCartItemRequest, query?: CartAnswerOptions) =>
      change('addItem', [body, query], (current) => {
        const base = current ?? {
          IdCart: 'memory-cart',
          SessionId: body.SessionId,
          Currency: 'MXN',
          ProductCount: 0,
          WithErrors: false,
          Lines: [],
          Total: 0,
        };
        // Upgrading a complement's admission to its tour replaces its line, as park-api does.
        const upgraded = (options.complements ?? complementsFixture).find(
          (c) => c.idUpgrade === body.IdProduct,
        );
        const kept = upgraded ? base.Lines.filter((line) => line.IdProduct !== upgraded.id) : base.Lines;
        if (kept.some((line) => line.IdProduct === body.IdProduct)) return 'DUPLICATE_PRODUCT';
        const name = (options.complements ?? complementsFixture)
          .flatMap((c) => [[c.id, c.name] as const, [c.idUpgrade, c.nameUpgrade] as const])
          .find(([id]) => id === body.IdProduct)?.[1];
        const line = priced({
          IdLine: `memory-line-${body.IdProduct}`,
          IdProduct: body.IdProduct,
          ProductCode: `P-${body.IdProduct}`,
          ProductName: name ?? `Product ${body.IdProduct}`,
          VisitDate: body.VisitDate,
          Schedule: body.Schedule ?? null,
          Passengers: { ...body.Passengers },
          Amount: 0,
          AddOns: [],
          ErrorCode: null,
        });
        return { ...base, Lines: [...kept, line] };
      }),
    updateItem: (idLine: string, body: UpdateCartItemRequest, query?: CartAnswerOptions) =>
      change('updateItem', [idLine, body, query], (current) => {
        if (!current?.Lines.some((line) => line.IdLine === idLine)) return 'LINE_NOT_FOUND';
        return {
          ...current,
          Lines: current.Lines.map((line) =>
            line.IdLine === idLine
              ? priced({
                  ...line,
                  VisitDate: body.VisitDate ?? line.VisitDate,
                  Schedule: body.Schedule === undefined ? line.Schedule : body.Schedule,
                  Passengers: body.Passengers ?? line.Passengers,
                  AddOns: body.AddOns
                    ? body.AddOns.map((addOn) => ({
                        ...addOn,
                        Name:
                          (line.AddOns ?? []).find((kept) => kept.IdProduct === addOn.IdProduct)?.Name ??
                          (options.addOns ?? []).find((offer) => offer.IdProduct === addOn.IdProduct)?.Name ??
                          `Add-on ${addOn.IdProduct}`,
                      }))
                    : line.AddOns,
                  ErrorCode: null,
                })
              : line,
          ),
        };
      }),
    removeItem: (idLine: string, sessionId: string, query?: CartAnswerOptions) =>
      change('removeItem', [idLine, sessionId, query], (current) => {
        if (!current?.Lines.some((line) => line.IdLine === idLine)) return 'LINE_NOT_FOUND';
        return { ...current, Lines: current.Lines.filter((line) => line.IdLine !== idLine) };
      }),
    extendHold: (sessionId: string, query?: CartAnswerOptions) =>
      change('extendHold', [sessionId, query], (current) => {
        const hold = cartHold(current);
        if (!current || !hold) return 'CART_NOT_FOUND';
        if (hold.ExtensionsLeft <= 0) return 'HOLD_EXTENSIONS_USED';
        return {
          ...current,
          Hold: holdFrom(hold, hold.ExtensionsLeft - 1),
          Lines: current.Lines.map((line) => withStatus(line, 'HELD')),
        };
      }),
    holdItemAgain: (idLine: string, sessionId: string, query?: CartAnswerOptions) =>
      change('holdItemAgain', [idLine, sessionId, query], (current) => {
        if (!current?.Lines.some((line) => line.IdLine === idLine)) return 'LINE_NOT_FOUND';
        if (options.holdAgainFailWith) return options.holdAgainFailWith;
        return {
          ...current,
          Lines: current.Lines.map((line) => (line.IdLine === idLine ? withStatus(line, 'HELD') : line)),
        };
      }),
    getAvailability: async (idProduct, query) => {
      calls.push({ method: 'getAvailability', args: [idProduct, query] });
      return {
        ok: true,
        status: 200,
        data: {
          IdProduct: idProduct,
          Month: query.Month,
          Currency: query.Currency,
          Schedules: options.schedules ?? ['11:00', '16:00'],
          Days: [],
        },
      };
    },
    getProducts: async (language) => {
      calls.push({ method: 'getProducts', args: [language] });
      return { ok: true, status: 200, data: [] };
    },
    getAddOns: async (query) => {
      calls.push({ method: 'getAddOns', args: [query] });
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      return {
        ok: true,
        status: 200,
        data: (options.addOns ?? []).map((offer) => addOnIn(offer, query.Currency)),
      };
    },
    getComplements: async (language, pricing) => {
      calls.push({ method: 'getComplements', args: pricing ? [language, pricing] : [language] });
      if (options.complementPrices === 'hang') return new Promise<never>(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      if (options.complementPrices === 'fail')
        return {
          ok: false,
          error: { kind: 'http', status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Catalog unavailable' },
        };
      // Priced in the asked currency, as park-api converts the catalog's US dollars.
      const items = (options.complements ?? complementsFixture).map((item) =>
        complementIn(item, pricing?.Currency ?? 'USD'),
      );
      return { ok: true, status: 200, data: clone(items) };
    },
  };
}
