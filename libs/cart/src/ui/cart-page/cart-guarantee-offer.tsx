import { useId, type ReactElement } from 'react';
import type { AddOnOffer, CartLine, CurrencyCode } from '@parks/contracts';
import { addOnUnits, amountOfUnits, currencyByCode, fromMinor, toMinor } from '@parks/currency/core';
import { useTranslation } from '@parks/i18n';
import { formatCartTotal } from '../../core/format-cart-total';
import { cartPageStyles } from './cart-page.styles';

export interface CartGuaranteeOfferProps {
  /** The line it would join (its visitors, its name). */
  line: CartLine;
  /** The guarantee as `GET /xapi/add-ons` priced it in the cart's currency. */
  offer: AddOnOffer;
  currency: CurrencyCode;
  /**
   * The line is being changed: the button waits.
   * @default false
   */
  busy?: boolean;
  onAdd: () => void;
}

/**
 * The weather guarantee offered on a cart line (issue 20 §3): its price per visitor and for the line's
 * visitors (infants count, as park-api prices add-ons), what it does, and "not refundable" (SPEC §9) in
 * the button's description.
 */
export function CartGuaranteeOffer({
  line,
  offer,
  currency,
  busy = false,
  onAdd,
}: CartGuaranteeOfferProps): ReactElement | null {
  const { t } = useTranslation('cart');
  const termsId = useId();
  if (offer.UnitPrice === null) return null;
  const { Adults, Children, Infants } = line.Passengers;
  const visitors = Adults + Children + Infants;
  const decimals = currencyByCode(currency).decimal_places;
  const total = fromMinor(
    amountOfUnits([
      { quantity: addOnUnits(visitors, offer.CoversPeople), unitMinor: toMinor(offer.UnitPrice, decimals) },
    ]),
    decimals,
  );
  const c = cartPageStyles.classes;
  return (
    <div className={c.guarantee} data-testid="cart-guarantee-offer">
      <p className={c.semibold}>{t('guarantee.heading')}</p>
      <p className={c.guaranteePrice}>
        {t('guarantee.price', {
          count: visitors,
          price: formatCartTotal(offer.UnitPrice, currency),
          total: formatCartTotal(total, currency),
        })}
      </p>
      <p id={termsId} className={c.guaranteeWhat}>
        {t('guarantee.what')}{' '}
        <strong className={c.guaranteeNotRefundable}>{t('guarantee.notRefundable')}</strong>
      </p>
      <button
        type="button"
        className={c.guaranteeAdd}
        aria-label={t('guarantee.addLabel', { name: line.ProductName })}
        aria-describedby={termsId}
        disabled={busy}
        onClick={onAdd}
      >
        {t('guarantee.add')}
      </button>
    </div>
  );
}
