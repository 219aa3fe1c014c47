import type { CartRootState } from '@parks/cart';
import type { CurrencyRootState } from '@parks/currency';
import { appHooks } from '@parks/site';
import type { BookingState } from './booking.slice';

/** The booking flows' view of the store: the draft, the cart and site slices, the visitor's currency. */
export type BookingRootState = CartRootState & CurrencyRootState & { booking: BookingState };

export const { useAppDispatch, useAppSelector } = appHooks<BookingRootState>();
