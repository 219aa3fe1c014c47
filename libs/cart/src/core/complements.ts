import type { AddCartItemRequest, ComplementProduct, ShoppingCart } from '@parks/contracts';

/** How a complement is in the cart: as its own product, as its tour upgrade, or not at all. */
export type ComplementInCart = 'admission' | 'upgrade' | null;

/** Which of the complement's two products (the admission `id` or the tour `idUpgrade`) is in the cart. */
export function complementInCart(
  complement: Pick<ComplementProduct, 'id' | 'idUpgrade'>,
  cart: ShoppingCart | null | undefined,
): ComplementInCart {
  const ids = new Set((cart?.Lines ?? []).map((line) => line.IdProduct));
  if (complement.idUpgrade !== null && ids.has(complement.idUpgrade)) return 'upgrade';
  return ids.has(complement.id) ? 'admission' : null;
}

/**
 * SPEC §4 'Add-on': hasBeenAdded turns true once the add-on is in the cart. It is read from the cart's
 * lines (so it survives a reload and a currency change), on top of what the API said.
 */
export function withHasBeenAdded(
  complements: readonly ComplementProduct[],
  cart: ShoppingCart | null | undefined,
): ComplementProduct[] {
  return complements.map((complement) => {
    const hasBeenAdded = complement.hasBeenAdded || complementInCart(complement, cart) !== null;
    return hasBeenAdded === complement.hasBeenAdded ? complement : { ...complement, hasBeenAdded };
  });
}

/**
 * The request that adds a complement's product for the visit the cart already holds: the first line's
 * date and passengers. Null when the cart has no line to take them from.
 */
export function complementAddRequest(
  cart: ShoppingCart | null | undefined,
  idProduct: number,
  sessionId: string,
  schedule: string | null,
): AddCartItemRequest | null {
  const first = cart?.Lines?.[0];
  if (!first) return null;
  return {
    SessionId: sessionId,
    IdProduct: idProduct,
    VisitDate: first.VisitDate,
    ...(schedule ? { Schedule: schedule } : {}),
    Passengers: { ...first.Passengers },
  };
}
