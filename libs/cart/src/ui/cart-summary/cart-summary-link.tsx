import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import type { ShoppingCart } from '@parks/contracts';
import { useTranslation } from '@parks/i18n';
import { selectLanguage, useSiteConfig } from '@parks/site';
import { cartCounts } from '../../core/cart-counts';
import { cartPath } from '../../core/cart-routes';
import { formatCartTotal } from '../../core/format-cart-total';
import { CartIcon } from './cart-icon';
import { cartSummaryStyles } from './cart-summary.styles';

export interface CartSummaryLinkProps {
  /** The site cart, with at least one product. */
  cart: ShoppingCart;
  /** Only the icon, the count and the hold's time, for the mobile header. */
  compact: boolean;
  /** The hold's time left (`mm:ss`) while something is still held, else null. */
  time: string | null;
}

/** Counts above this show as "99+" in the badge; the link's name still says the real count. */
const BADGE_MAX = 99;

/**
 * The header's link to the cart page for a cart with products: the product count, adults, children,
 * total and, while something is held, the hold's time left (ticked by the caller, `CartSummary`).
 */
export function CartSummaryLink({ cart, compact, time }: CartSummaryLinkProps): ReactElement {
  const { t } = useTranslation('cart');
  const language = useSelector(selectLanguage);
  const { parkSlug } = useSiteConfig();
  const { productCount, adults, children } = cartCounts(cart);
  const c = cartSummaryStyles.classes;

  const passengers = [
    adults > 0 ? t('cartSummary.adults', { count: adults }) : null,
    children > 0 ? t('cartSummary.children', { count: children }) : null,
  ].filter((text): text is string => text !== null);

  const total = formatCartTotal(cart.Total, cart.Currency);
  const products = t('cartSummary.products', { count: productCount });
  // One spoken sentence: the visible texts first, in their visible order (WCAG 2.5.3 Label in Name),
  // then the product count that only the badge shows.
  const held = time ? t('hold.summary', { time }) : null;
  const name = [
    t('cartSummary.cart'),
    ...(compact ? [] : [...passengers, total]),
    ...(held ? [held] : []),
    products,
  ].join(', ');

  return (
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
      {compact ? null : (
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
            {compact ? time : held}
          </span>
        </>
      ) : null}
    </a>
  );
}
