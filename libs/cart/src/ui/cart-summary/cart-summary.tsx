import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '@parks/i18n';
import { selectIsMobile, selectLanguage, selectShopping, useSiteConfig } from '@parks/site';
import { cartCounts } from '../../core/cart-counts';
import { admissionPath, cartPath } from '../../core/cart-routes';
import { formatHoldTime } from '../../core/cart-hold';
import { formatCartTotal } from '../../core/format-cart-total';
import { HoldAnnouncement } from '../cart-hold/hold-announcement';
import { useHoldCountdown } from '../cart-hold/use-hold-countdown';
import { CartIcon } from './cart-icon';
import { cartSummaryStyles } from './cart-summary.styles';

export interface CartSummaryProps {
  /**
   * Shows only the icon and the count, for the mobile header.
   * @default the site state's `mobile` flag
   */
  compact?: boolean;
}

/** Counts above this show as "99+" in the badge; the link's name still says the real count. */
const BADGE_MAX = 99;

/**
 * The header's cart summary (SPEC §2 'Header'): the cart from the site state as a link to the cart
 * page with the product count, adults, children and total, or 'Buy' to the admission page when the
 * cart is empty.
 */
export function CartSummary({ compact }: CartSummaryProps): ReactElement {
  const { t } = useTranslation('cart');
  const cart = useSelector(selectShopping);
  const language = useSelector(selectLanguage);
  const mobile = useSelector(selectIsMobile);
  const { parkSlug } = useSiteConfig();
  const { productCount, adults, children } = cartCounts(cart);
  const isCompact = compact ?? mobile;
  const countdown = useHoldCountdown();
  const c = cartSummaryStyles.classes;

  if (!cart || productCount === 0) {
    return (
      // A link styled as a button (no type="button" on an <a>: W3C Nu checker).
      <a href={admissionPath(language, parkSlug)} className={isCompact ? c.buyCompact : c.buy}>
        {t('cartSummary.buy')}
      </a>
    );
  }

  const passengers = [
    adults > 0 ? t('cartSummary.adults', { count: adults }) : null,
    children > 0 ? t('cartSummary.children', { count: children }) : null,
  ].filter((text): text is string => text !== null);

  const total = formatCartTotal(cart.Total, cart.Currency);
  const products = t('cartSummary.products', { count: productCount });
  // One spoken sentence: the visible texts first, in their visible order (WCAG 2.5.3 Label in Name),
  // then the product count that only the badge shows.
  // The time left of the hold (issue 17), while something is still held.
  const time = countdown && !countdown.ended ? formatHoldTime(countdown.secondsLeft) : null;
  const held = time ? t('hold.summary', { time }) : null;
  const name = [
    t('cartSummary.cart'),
    ...(isCompact ? [] : [...passengers, total]),
    ...(held ? [held] : []),
    products,
  ].join(', ');

  return (
    <>
      <a href={cartPath(language, parkSlug)} aria-label={name} className={c.link}>
        <span className={c.iconBox}>
          <CartIcon />
          {/* The count is drawn from an attribute, not written as text: the spoken name already says it
            ("…, 2 products"), and as text it would run into "Cart" in the link's visible text. */}
          <span
            aria-hidden="true"
            data-testid="cart-count-badge"
            data-count={productCount > BADGE_MAX ? `${BADGE_MAX}+` : String(productCount)}
            className={c.badge}
          />
        </span>
        {isCompact ? null : (
          <>
            <span className={c.texts}>
              <span className={c.cart}>{t('cartSummary.cart')}</span>
              {/* Spaces between the flex items take no room on screen but keep the words apart in the
                text that assistive tech and axe read from the content (WCAG 2.5.3 Label in Name). */}{' '}
              {passengers.length > 0 ? <span className={c.passengers}>{passengers.join(', ')}</span> : null}
            </span>{' '}
            <span className={c.total}>{total}</span>
          </>
        )}
        {held ? (
          <>
            {' '}
            {/* The mobile header has room for the time only; the link's name still says what it is. */}
            <span className={c.timer} data-testid="summary-hold-timer">
              {isCompact ? time : held}
            </span>
          </>
        ) : null}
      </a>
      {countdown ? <HoldAnnouncement mark={countdown.announced} /> : null}
    </>
  );
}
