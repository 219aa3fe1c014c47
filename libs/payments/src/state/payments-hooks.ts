import type { CartRootState } from '@parks/cart';
import type { CurrencyRootState } from '@parks/currency';
import { appHooks } from '@parks/site';

/** The payment page's view of the store: the cart and site slices, and the visitor's currency. */
export type PaymentsRootState = CartRootState & CurrencyRootState;

export const { useAppDispatch, useAppSelector } = appHooks<PaymentsRootState>();
