import { authI18n } from '@parks/auth';
import { bookingI18n } from '@parks/booking';
import { cartI18n } from '@parks/cart';
import { currencyI18n } from '@parks/currency';
import type { I18nNamespace } from '@parks/i18n';
import { paymentsI18n } from '@parks/payments';
import { searchI18n } from '@parks/search';
import { siteI18n } from '@parks/site';
import { uiHeaderI18n } from '@parks/ui-header';
import { hostI18n } from './i18n/host-namespace';

/** Every lib's namespace plus the host's own (page chrome texts). */
export const siteNamespaces: I18nNamespace[] = [
  hostI18n,
  uiHeaderI18n,
  siteI18n,
  currencyI18n,
  searchI18n,
  cartI18n,
  bookingI18n,
  paymentsI18n,
  authI18n,
];
