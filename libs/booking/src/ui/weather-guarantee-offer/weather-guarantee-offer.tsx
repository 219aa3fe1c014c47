import { useId, type ReactElement } from 'react';
import type { AddOnOffer, CurrencyCode } from '@parks/contracts';
import { formatAmount } from '@parks/currency/core';
import { useTranslation } from '@parks/i18n';
import { bookingPartsStyles } from '../booking-parts/booking-parts.styles';

export interface WeatherGuaranteeOfferProps {
  /** The guarantee as `GET /xapi/add-ons` priced it in the visitor's currency (its `Kind` is 'weather'). */
  offer: AddOnOffer;
  /** The currency `offer.UnitPrice` is in. */
  currency: CurrencyCode;
  /** Whether the visitor chose it. */
  checked: boolean;
  onChange: (chosen: boolean) => void;
  /**
   * What it covers, said under the choice: one visit ('line') or every piece of a package ('package').
   * @default 'line'
   */
  scope?: 'line' | 'package';
}

/**
 * The weather guarantee where it is sold (issue 20 §3; the booking widget and the package builder): a
 * checkbox with its price per visitor and what it does, and "not refundable" (SPEC §9) in the checkbox's
 * description, so a screen reader says it with the choice.
 */
export function WeatherGuaranteeOffer({
  offer,
  currency,
  checked,
  onChange,
  scope = 'line',
}: WeatherGuaranteeOfferProps): ReactElement {
  const { t } = useTranslation('booking');
  const termsId = useId();
  const c = bookingPartsStyles.classes;
  return (
    <div data-testid="weather-guarantee-offer">
      <label className={c.guaranteeLabel}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={termsId}
          className={c.choice}
        />
        <span>{t('guarantee.choose')}</span>
        {offer.UnitPrice !== null && (
          <span className={c.muted}>
            ({t('guarantee.perVisitor', { price: formatAmount(offer.UnitPrice, currency) })})
          </span>
        )}
      </label>
      <p id={termsId} className={c.guaranteeTerms}>
        {t(scope === 'package' ? 'guarantee.whatPackage' : 'guarantee.what')}{' '}
        <strong className={c.guaranteeStrong}>{t('guarantee.notRefundable')}</strong>
      </p>
    </div>
  );
}
