import { useRevalidator } from 'react-router';
import { useStore } from 'react-redux';
import type { CurrencyCode } from '@parks/contracts';
import { CurrencySelector, currencyI18n } from '@parks/currency/currency-selector';
import { installmentWidgetReadySet, type SiteState, useSiteConfig } from '@parks/site';
import { withTexts } from '../i18n/with-texts';
import { useAppDispatch } from '../state/app-hooks';

/**
 * The header's currency menu with the host's part of SPEC §4 'Currency change'. Loaded as an island
 * (page-chrome.tsx): its code, Chakra's menu and Zag's machine, comes when the visitor reaches for it.
 */
export function CurrencyMenu() {
  const dispatch = useAppDispatch();
  // Read when the currency changes, not subscribed to: a cart update (an add, a removal) must re-render
  // the header's cart summary only (issue 5's add-to-cart budget).
  const store = useStore<{ site: SiteState }>();
  const revalidator = useRevalidator();
  const siteConfig = useSiteConfig();

  // The store and cookies already follow the selector; the cart is re-priced by the cart's currency
  // command (the payment page's too; the host's /api/cart-currency stays for forms posted without
  // scripts), the installment widget resets, and the page data is read again so every price is shown in
  // the new currency. Read after the cart has answered, so no price stays in the old currency.
  // The command comes in its own chunk, loaded only when there is a cart to re-price.
  const repriceCart = async (code: CurrencyCode) => {
    const { language, mobile, shopping } = store.getState().site;
    if (shopping) {
      const { changeCartCurrency, siteCartApi } = await import('@parks/cart/currency-command');
      await dispatch(changeCartCurrency(siteCartApi(siteConfig), { currency: code, language, mobile }));
    }
    await revalidator.revalidate();
  };
  const onCurrencyChange = (code: CurrencyCode) => {
    dispatch(installmentWidgetReadySet(false));
    void repriceCart(code);
  };

  return <CurrencySelector onCurrencyChange={onCurrencyChange} />;
}

/** The menu with its texts (the page's loader data has none of the currency namespace): what the island loads. */
export const CurrencyMenuWithTexts = withTexts(CurrencyMenu, [currencyI18n]);
