import type { ReactElement } from 'react';
import { useTranslation } from '@parks/i18n';
import type { HoldAnnounceMark } from '../../core/cart-hold';
import { cartSummaryStyles } from '../cart-summary/cart-summary.styles';

/**
 * The hold's polite live region: always in the page (so the words are picked up when they come), filled
 * once at 5 minutes and once at 1 minute, never with the ticking timer.
 */
export function HoldAnnouncement({ mark }: { mark: HoldAnnounceMark | null }): ReactElement {
  const { t } = useTranslation('cart');
  return (
    <span
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="hold-announcement"
      className={cartSummaryStyles.classes.visuallyHidden}
    >
      {mark === 300 ? t('hold.announce300') : mark === 60 ? t('hold.announce60') : null}
    </span>
  );
}
