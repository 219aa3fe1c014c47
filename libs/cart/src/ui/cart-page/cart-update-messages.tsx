import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '@parks/i18n';
import { cartErrorKey } from '../../core/line-messages';
import { selectLastUpdate } from '../../state/cart.slice';
import { cartPageStyles } from './cart-page.styles';

/**
 * SPEC §8 'Cart': 'update succeeded' in a polite status region, 'update failed' as an alert. The status
 * region is always in the page so screen readers pick up the message when it is filled in. Read-only:
 * static classes, so the empty cart page renders it with no Chakra runtime.
 */
export function CartUpdateMessages(): ReactElement {
  const { t } = useTranslation('cart');
  const last = useSelector(selectLastUpdate);
  const reason = last?.status === 'failed' ? cartErrorKey(last.code) : null;
  const c = cartPageStyles.classes;
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true">
        {last?.status === 'succeeded' ? (
          <div key={last.sequence} className={c.updated}>
            {t('cartPage.updated')}
          </div>
        ) : null}
      </div>
      {last?.status === 'failed' ? (
        <div key={last.sequence} role="alert" className={c.failed}>
          <p className={c.failedTitle}>{t('cartPage.updateFailed')}</p>
          {reason && reason !== 'generic' ? <p className={c.failedReason}>{t(`errors.${reason}`)}</p> : null}
        </div>
      ) : null}
    </>
  );
}
