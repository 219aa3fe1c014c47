import { formatAmount } from '@parks/currency/core';
import { useTranslation } from '@parks/i18n';
import type { PriceFrom } from '../server-only/app-services';
import { contentPageStyles } from './content-page.styles';

export interface PriceFromCardProps {
  price: PriceFrom;
}

/** The admission's lowest prices in the visitor's currency, priced by the cart API. */
export function PriceFromCard({ price }: PriceFromCardProps) {
  const { t } = useTranslation('host');
  const c = contentPageStyles.classes;
  return (
    <section aria-labelledby="price-from-heading" className={c.priceFrom}>
      <h2 id="price-from-heading" className={c.priceFromHeading}>
        {t('priceFrom.heading')}
      </h2>
      <dl className={c.priceFromList}>
        <dt>{t('priceFrom.adult')}</dt>
        <dd className={c.priceFromAmount} data-testid="price-adult">
          {formatAmount(price.adult, price.currency)}
        </dd>
        <dt>{t('priceFrom.child')}</dt>
        <dd className={c.priceFromAmount} data-testid="price-child">
          {formatAmount(price.child, price.currency)}
        </dd>
        <dt>{t('priceFrom.infant')}</dt>
        <dd className={c.priceFromFree}>{t('priceFrom.free')}</dd>
      </dl>
      <p className={c.note}>{t('priceFrom.note')}</p>
    </section>
  );
}
