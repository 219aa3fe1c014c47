import { useEffect, useState } from 'react';
import type { AddOnOffer, CurrencyCode } from '@parks/contracts';
import type { Language } from '@parks/i18n/core';
import { useCartApi } from '../../api/cart-api-context';
import { cartLanguage } from '../../core/cart-language';

/**
 * The weather guarantee priced in the cart's currency (`GET /xapi/add-ons`), read in the browser once per
 * currency and language; null while it loads, without a cart, or when park-api does not offer it.
 */
export function useGuaranteeOffer(currency: CurrencyCode | null, language: Language): AddOnOffer | null {
  const api = useCartApi();
  const [offer, setOffer] = useState<AddOnOffer | null>(null);
  useEffect(() => {
    setOffer(null);
    if (currency === null) return;
    const controller = new AbortController();
    void api
      .getAddOns({ Language: cartLanguage(language), Currency: currency }, { signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted || !result.ok) return;
        setOffer(result.data.find((candidate) => candidate.Kind === 'weather') ?? null);
      });
    return () => controller.abort();
  }, [api, currency, language]);
  return offer;
}
