import { useId, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '@parks/i18n';
import { formatHoldTime } from '../../core/cart-hold';
import { selectHoldKeep } from '../../state/cart.slice';
import { useCartActions } from '../../state/use-cart-actions';
import { cartHoldPanelStyles } from './cart-hold-panel.styles';
import { HoldAnnouncement } from './hold-announcement';
import type { HoldCountdown } from './use-hold-countdown';

export interface CartHoldPanelProps {
  /** The page's countdown (`useHoldCountdown`), shared with its lines. */
  countdown: HoldCountdown;
}

/** Under this many seconds the timer is drawn as a warning (and said so in words, not colour alone). */
const WARNING_SECONDS = 300;

/**
 * The cart page's hold (issue 17 §1): the time left for the held tickets, 'Keep my tickets' while
 * extensions remain (else why not), and the announcements at 5 and 1 minute. Plain elements with
 * build-time classes (cart-hold-panel.styles.ts): no Chakra runtime on the cart page until the visitor opens
 * a line's editor (issue 16).
 */
export function CartHoldPanel({ countdown }: CartHoldPanelProps): ReactElement {
  const { t } = useTranslation('cart');
  const keep = useSelector(selectHoldKeep);
  const { keepHold } = useCartActions();
  const helpId = useId();

  const { hold, secondsLeft, ended, announced } = countdown;
  const warning = !ended && secondsLeft <= WARNING_SECONDS;
  const keeping = keep.status === 'keeping';
  const usedUp = hold.ExtensionsLeft <= 0;

  const c = cartHoldPanelStyles.classes;
  return (
    <div className={ended || warning ? c.panelWarning : c.panel} data-testid="cart-hold">
      <HoldAnnouncement mark={announced} />
      {ended ? (
        <p className={c.ended}>{t('hold.ended')}</p>
      ) : (
        <div className={c.row}>
          {/* role="timer" is not announced on every change: the 5- and 1-minute live region speaks instead. */}
          <p role="timer" className={c.timer} data-testid="hold-timer">
            {t('hold.heldFor', { time: formatHoldTime(secondsLeft) })}
          </p>
          <div className={c.keepColumn}>
            <button
              type="button"
              className={c.keep}
              disabled={usedUp || keeping}
              aria-describedby={helpId}
              onClick={() => void keepHold()}
            >
              {keeping ? <span className={c.spinner} /> : null}
              {t(keeping ? 'hold.keeping' : 'hold.keep')}
            </button>
            <p id={helpId} className={c.keepHelp}>
              {usedUp
                ? t('hold.keepUsedUp')
                : t('hold.keepHelp', {
                    count: hold.ExtensionsLeft,
                    minutes: Math.round(hold.PeriodSeconds / 60),
                  })}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
