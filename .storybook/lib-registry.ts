// Every lib's i18n namespace and Redux slices, as a host would mount them. When a lib gains a
// slice, register it here once so every story (and every story test) gets it.
import type { Reducer } from '@reduxjs/toolkit';
import { authI18n, sessionSlice } from '@parks/auth';
import { bookingI18n, bookingSlice } from '@parks/booking';
import { cartI18n, cartSlice } from '@parks/cart';
import { currencyI18n, currencySlice } from '@parks/currency';
import type { I18nNamespace } from '@parks/i18n';
import { paymentsI18n } from '@parks/payments';
import { searchBoxSlice, searchI18n } from '@parks/search';
import { siteI18n } from '@parks/site';
import { layoutPreferencesSlice, uiHeaderI18n } from '@parks/ui-header';

export const storyNamespaces: I18nNamespace[] = [
  uiHeaderI18n,
  siteI18n,
  currencyI18n,
  searchI18n,
  cartI18n,
  bookingI18n,
  paymentsI18n,
  authI18n,
];

export const storyReducers: Record<string, Reducer> = {
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [searchBoxSlice.reducerPath]: searchBoxSlice.reducer,
  [currencySlice.reducerPath]: currencySlice.reducer,
  [cartSlice.reducerPath]: cartSlice.reducer,
  [layoutPreferencesSlice.reducerPath]: layoutPreferencesSlice.reducer,
  [bookingSlice.reducerPath]: bookingSlice.reducer,
};
