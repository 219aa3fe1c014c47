import type { CartApi } from '@parks/cart';
import type { CurrencyCode, ShoppingCart } from '@parks/contracts';

/**
 * The cart an add answered, in the selected currency: a new cart starts in the add's `Currency`, but a
 * cart made earlier in another one (before a currency switch) is moved to the selected currency. Should
 * the move fail, the answered cart is kept: the add itself succeeded.
 */
export async function cartInCurrency(
  cartApi: Pick<CartApi, 'changeCurrency'>,
  cart: ShoppingCart,
  currency: CurrencyCode,
  sessionId: string,
): Promise<ShoppingCart> {
  if (cart.Currency === currency) return cart;
  const changed = await cartApi.changeCurrency({ Currency: currency, SessionId: sessionId });
  return changed.ok ? changed.data : cart;
}
