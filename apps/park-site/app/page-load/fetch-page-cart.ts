import type { ShoppingCart, ShoppingCartQuery } from '@parks/contracts';
import { includesAmountsUSD, type Language } from '@parks/i18n';

/** What the cart API answered: its HTTP status and, on 200, the cart. */
export interface CartAnswer {
  status: number;
  cart?: ShoppingCart;
}

export type GetCart = (query: ShoppingCartQuery, signal: AbortSignal) => Promise<CartAnswer>;

/** The three outcomes of SPEC §4 step 6, plus 'none' when no cart is asked for. */
export type PageCartOutcome =
  | { kind: 'none' }
  | { kind: 'stored'; cart: ShoppingCart }
  | { kind: 'cleared'; reason: 'empty-with-errors' | 'not-ok' | 'failed' };

export interface FetchPageCartInput {
  /** The language the path names, or null when the path names none (step 5: no fetch then). */
  pathLanguage: Language | null;
  /** The _shopping cookie (the cart session id), if any. */
  sessionId: string | undefined;
  pathname: string;
  mobile: boolean;
  getCart: GetCart;
  /** Milliseconds the page load waits for the cart before giving up (and clearing it). */
  budgetMs: number;
}

/**
 * SPEC §4 steps 5–6: the cart is fetched only when the path names a language and a _shopping
 * cookie exists; IncludeAmountsUSD only on the thank-you and payment-details pages. A 200 with
 * ProductCount 0 and WithErrors true, a non-200 answer, a failure or a time-out all clear the cart.
 */
export async function fetchPageCart(input: FetchPageCartInput): Promise<PageCartOutcome> {
  if (!input.pathLanguage || !input.sessionId) return { kind: 'none' };
  const query: ShoppingCartQuery = {
    Language: input.pathLanguage.toUpperCase() as ShoppingCartQuery['Language'],
    SessionId: input.sessionId,
    Mobile: input.mobile,
    IncludeAmountsUSD: includesAmountsUSD(input.pathname),
  };
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('cart fetch exceeded its time budget')),
    input.budgetMs,
  );
  try {
    const answer = await Promise.race([
      input.getCart(query, controller.signal),
      new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason)),
      ),
    ]);
    if (answer.status !== 200 || !answer.cart) return { kind: 'cleared', reason: 'not-ok' };
    if (answer.cart.ProductCount === 0 && answer.cart.WithErrors)
      return { kind: 'cleared', reason: 'empty-with-errors' };
    return { kind: 'stored', cart: answer.cart };
  } catch {
    return { kind: 'cleared', reason: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}
