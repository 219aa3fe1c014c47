import { useEffect, useRef } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { useDispatch, useStore } from 'react-redux';
import type { CurrencyCode } from '@parks/contracts';
import { CurrencySelector } from '@parks/currency/currency-selector';
import { installmentWidgetReadySet, selectShopping, type SiteState } from '@parks/site';

/**
 * The header's currency menu with the host's part of SPEC §4 'Currency change'. Loaded as an island
 * (page-chrome.tsx): its code, Chakra's menu and Zag's machine, comes when the visitor reaches for it.
 */
export function CurrencyMenu() {
  const dispatch = useDispatch();
  // Read when the currency changes, not subscribed to: a cart update (an add, a removal) must re-render
  // the header's cart summary only (issue 5's add-to-cart budget).
  const store = useStore<{ site: SiteState }>();
  const cartCurrency = useFetcher();
  const revalidator = useRevalidator();

  // The store and cookies already follow the selector; the host asks the cart API to re-price the cart
  // (through its own server, which holds the cart API token), resets the installment widget, and
  // reloads the page data so every price is shown in the new currency.
  const onCurrencyChange = (code: CurrencyCode) => {
    dispatch(installmentWidgetReadySet(false));
    if (selectShopping(store.getState())) {
      void cartCurrency.submit(
        { Currency: code },
        { method: 'post', action: '/api/cart-currency', encType: 'application/json' },
      );
    } else {
      void revalidator.revalidate();
    }
  };

  // The action's own revalidation can be cut short or answer before the new currency is everywhere
  // (seen when the service worker took control of the page during the switch): once the cart API has
  // answered, the page data is read once more, so no price stays in the old currency.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const cartCurrencyAnswer = cartCurrency.state === 'idle' ? cartCurrency.data : undefined;
  useEffect(() => {
    if (cartCurrencyAnswer) void revalidate.current();
  }, [cartCurrencyAnswer]);

  return <CurrencySelector onCurrencyChange={onCurrencyChange} />;
}
