import { lazy, Suspense, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '@parks/i18n';
import { selectIsMobile, selectLanguage, selectShopping, useSiteConfig } from '@parks/site';
import { cartCounts } from '../../core/cart-counts';
import { admissionPath } from '../../core/cart-routes';
import {
  cartHold,
  formatHoldTime,
  hasHeldLines,
  holdSecondsLeft,
  type HoldAnnounceMark,
} from '../../core/cart-hold';
import { HoldAnnouncement } from '../cart-hold/hold-announcement';
import { holdAnswerKey, holdShownAt } from '../cart-hold/hold-clock';
import { CartSummaryLink } from './cart-summary-link';
import { cartSummaryStyles } from './cart-summary.styles';

/** The hold's countdown: loaded only when the cart has a hold (issue 16). */
const WithHoldCountdown = lazy(() => import('../cart-hold/with-hold-countdown'));

export interface CartSummaryProps {
  /**
   * Shows only the icon and the count, for the mobile header.
   * @default the site state's `mobile` flag
   */
  compact?: boolean;
}

/**
 * The header's cart summary (SPEC §2 'Header'): the cart from the site state as a link to the cart
 * page with the product count, adults, children and total, or 'Buy' to the admission page when the
 * cart is empty. A cart with a hold also shows the time left (issue 17), ticking once its countdown is in.
 */
export function CartSummary({ compact }: CartSummaryProps): ReactElement {
  const { t } = useTranslation('cart');
  const cart = useSelector(selectShopping);
  const language = useSelector(selectLanguage);
  const mobile = useSelector(selectIsMobile);
  const { parkSlug } = useSiteConfig();
  const isCompact = compact ?? mobile;
  const c = cartSummaryStyles.classes;

  if (!cart || cartCounts(cart).productCount === 0) {
    return (
      // A link styled as a button (no type="button" on an <a>: W3C Nu checker).
      <a href={admissionPath(language, parkSlug)} className={isCompact ? c.buyCompact : c.buy}>
        {t('cartSummary.buy')}
      </a>
    );
  }

  const hold = cartHold(cart);
  if (!hold) return <CartSummaryLink cart={cart} compact={isCompact} time={null} />;

  const held = (time: string | null, announced: HoldAnnounceMark | null) => (
    <>
      <CartSummaryLink cart={cart} compact={isCompact} time={time} />
      <HoldAnnouncement mark={announced} />
    </>
  );
  // Until the countdown's chunk is in (a hold that came with add to cart), its frame as it would draw it,
  // counted from when this page first showed the answer (the moment every countdown of it counts from).
  // While the page hydrates, React keeps the server's HTML of the boundary instead, so neither case moves
  // or flashes anything.
  const shownAt = holdShownAt(holdAnswerKey(hold));
  const seconds = hasHeldLines(cart) ? holdSecondsLeft(hold, Date.now() - shownAt) : 0;
  return (
    <Suspense fallback={held(seconds > 0 ? formatHoldTime(seconds) : null, null)}>
      <WithHoldCountdown>
        {(countdown) =>
          held(
            countdown && !countdown.ended ? formatHoldTime(countdown.secondsLeft) : null,
            countdown?.announced ?? null,
          )
        }
      </WithHoldCountdown>
    </Suspense>
  );
}
