import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { linkPath, useTranslation } from '@parks/i18n';
import { selectLanguage, useSiteConfig } from '@parks/site';
import { paymentDetailsStyles } from './payment-details.styles';

/**
 * The payment details page when the cart is empty: nothing to pay, the way back to the cart. Nothing in
 * it needs Chakra's runtime, so a host can render it as it is and load `PaymentDetails` (Chakra, the
 * methods' reads) only for a cart with lines (issue 16 step 2); `PaymentDetails` renders it too.
 */
export function PaymentDetailsEmpty(): ReactElement {
  const { t } = useTranslation('payments');
  const language = useSelector(selectLanguage);
  const { parkSlug } = useSiteConfig();
  const cartHref = linkPath('cart', language, { park: parkSlug });
  const c = paymentDetailsStyles.classes;
  return (
    <div className={c.empty}>
      <p>{t('cart.empty')}</p>
      {cartHref ? (
        <a href={cartHref} className={c.back}>
          {t('cart.back')}
        </a>
      ) : null}
    </div>
  );
}
