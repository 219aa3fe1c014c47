import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '@parks/i18n';
import { selectBookingStatus } from '../../state/booking.slice';
import { CartStatusLine, PendingLine } from '../booking-parts/add-to-cart-footer';
import { bookingPartsStyles } from '../booking-parts/booking-parts.styles';

/**
 * The booking widget's status line: prices loading, adding, added (with the link to the cart). It
 * subscribes to the add's progress itself, so an add re-renders this line, not the form around it.
 */
export function AddToCartStatus({
  loadingPrices,
  cartHref,
}: {
  loadingPrices: boolean;
  cartHref: string;
}): ReactElement {
  const { t } = useTranslation('booking');
  const status = useSelector(selectBookingStatus);
  return (
    <CartStatusLine
      status={status === 'adding' || status === 'added' ? status : 'idle'}
      addedText={t('widget.added')}
      cartHref={cartHref}
    >
      {loadingPrices && <PendingLine>{t('widget.loadingPrices')}</PendingLine>}
    </CartStatusLine>
  );
}

/** 'Add to cart': disabled while an add is out, or when the chosen day has no price. */
export function AddToCartButton({ unpriced }: { unpriced: boolean }): ReactElement {
  const { t } = useTranslation('booking');
  const adding = useSelector(selectBookingStatus) === 'adding';
  return (
    <button type="submit" className={bookingPartsStyles.classes.addToCart} disabled={adding || unpriced}>
      {t('widget.addToCart')}
    </button>
  );
}
