import { Box, Text, chakra } from '@chakra-ui/react';
import { useId, type ReactElement } from 'react';
import type { AddOnOffer, CurrencyCode } from '@parks/contracts';
import { formatAmount } from '@parks/currency/core';
import { useTranslation } from '@parks/i18n';

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
  return (
    <Box data-testid="weather-guarantee-offer">
      <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer" flexWrap="wrap">
        <chakra.input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={termsId}
          accentColor="brand.solid"
          boxSize="4"
        />
        <span>{t('guarantee.choose')}</span>
        {offer.UnitPrice !== null && (
          <Text as="span" fontSize="sm" color="fg.muted">
            ({t('guarantee.perVisitor', { price: formatAmount(offer.UnitPrice, currency) })})
          </Text>
        )}
      </chakra.label>
      <Text id={termsId} ps="6" mt="1" fontSize="sm" color="fg.muted">
        {t(scope === 'package' ? 'guarantee.whatPackage' : 'guarantee.what')}{' '}
        <chakra.strong color="fg">{t('guarantee.notRefundable')}</chakra.strong>
      </Text>
    </Box>
  );
}
