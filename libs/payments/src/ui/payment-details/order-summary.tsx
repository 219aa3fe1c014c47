import { useId, type ReactElement } from 'react';
import type { ShoppingCart } from '@parks/contracts';
import { formatLongDate, useTranslation, type Language } from '@parks/i18n';
import { PassengersText } from '../passengers/passengers-text';
import { paymentDetailsStyles } from './payment-details.styles';

export interface OrderSummaryProps {
  cart: ShoppingCart;
  language: Language;
  formatMoney: (amount: number) => string;
}

/** What is being paid: each product with its date and visitors, the coupon, and the total. */
export function OrderSummary({ cart, language, formatMoney }: OrderSummaryProps): ReactElement {
  const { t } = useTranslation('payments');
  const id = useId();
  const c = paymentDetailsStyles.classes;
  return (
    <section aria-labelledby={id} className={c.summary}>
      <h2 id={id} className={c.summaryHeading}>
        {t('summary.heading')}
      </h2>
      <ul className={c.summaryLines}>
        {cart.Lines.map((line) => (
          <li key={line.IdLine} className={c.summaryLine}>
            <div>
              <p className={c.summaryProduct}>{line.ProductName}</p>
              <p className={c.summaryWhenWho}>
                {formatLongDate(line.VisitDate, language)} · <PassengersText passengers={line.Passengers} />
              </p>
            </div>
            <p className={c.summaryAmount}>{formatMoney(line.Amount)}</p>
          </li>
        ))}
      </ul>
      <dl className={c.summaryTotals}>
        {cart.CouponCode && cart.CouponDiscount ? (
          <>
            <dt>{t('summary.coupon', { code: cart.CouponCode })}</dt>
            <dd className={c.summaryCoupon}>{formatMoney(-cart.CouponDiscount)}</dd>
          </>
        ) : null}
        <dt className={c.summaryTotalName}>{t('summary.total')}</dt>
        <dd className={c.summaryTotal} data-testid="payment-total">
          {formatMoney(cart.Total)}
        </dd>
      </dl>
    </section>
  );
}
