import { createContext, useContext } from 'react';
import type { CartApi } from './cart.api';

/** The cart API a `CartApiProvider` gives (a story, a test, another transport). */
export const CartApiContext = createContext<CartApi | undefined>(undefined);

/**
 * The provided cart API, or undefined for the site's own. Unlike `useCartApi`, it does not bring the
 * cart-API client with it: the header's summary reads the store, and loads the client only to call it.
 */
export function useProvidedCartApi(): CartApi | undefined {
  return useContext(CartApiContext);
}
