import { Box, Field, NativeSelect, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { CurrencyCode } from '@parks/contracts';
import { htmlLang, useTranslation, type Language } from '@parks/i18n';
import type { CurrencyOption } from '../../core/order.types';

export interface CurrencyChoiceProps {
  /** The currencies to choose from; none while they are read (the select then says so, disabled). */
  currencies?: CurrencyOption[];
  /** The currency the cart is priced (and the card charged) in. */
  value: CurrencyCode;
  /** The currency the site shows prices in. */
  shown: CurrencyCode;
  language: Language;
  changing: boolean;
  failed: boolean;
  onChange: (code: CurrencyCode) => void;
}

/** A currency's name in the page's language, with its code: "Mexican pesos (MXN)". */
export function currencyLabel(code: string, language: Language): string {
  const name = new Intl.DisplayNames([htmlLang(language)], { type: 'currency' }).of(code) ?? code;
  return `${name} (${code})`;
}

/**
 * The currency of the payment: changing it re-prices the cart. The line under it says plainly in which
 * currency prices are shown and in which the card will be charged. While the currencies are read (SPEC §8
 * 'Getting currencies') the select is there, disabled, with that label as its one choice: the server
 * sends the choice at its final size, so nothing below it moves when the currencies answer (issue 16).
 */
export function CurrencyChoice({
  currencies,
  value,
  shown,
  language,
  changing,
  failed,
  onChange,
}: CurrencyChoiceProps): ReactElement {
  const { t } = useTranslation('payments');
  return (
    <Box>
      <Field.Root disabled={changing || !currencies} maxW="sm">
        <Field.Label>{t('currency.label')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="currency"
            value={value}
            onChange={(event) => onChange(event.target.value as CurrencyCode)}
          >
            {currencies ? (
              currencies.map((currency) => (
                <option key={currency.iso_code} value={currency.iso_code}>
                  {currencyLabel(currency.iso_code, language)}
                </option>
              ))
            ) : (
              <option value={value}>{t('loading.currencies')}</option>
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {/* Written by the server with its Intl's currency names, which a browser may word differently. */}
      <Text mt="2" data-testid="charge-line" suppressHydrationWarning>
        {t('currency.chargeLine', {
          shown: currencyLabel(shown, language),
          charged: currencyLabel(value, language),
        })}
      </Text>
      <Box role="status" aria-live="polite">
        {changing ? <Text fontSize="sm">{t('currency.changing')}</Text> : null}
      </Box>
      {failed ? (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
          {t('currency.changeFailed')}
        </Text>
      ) : null}
    </Box>
  );
}
