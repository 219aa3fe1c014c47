import { Text, type TextProps } from '@chakra-ui/react';
import type { CurrencyCode } from '@parks/contracts';
import type { AmountDisplay } from '../../core/format-amount';
import { useFormatAmount } from '../../hooks/use-format-amount';

export interface AmountProps extends Omit<TextProps, 'children'> {
  /** The amount in major units (e.g. 1234.5). */
  value: number;
  /**
   * The currency the amount is in.
   * @default the visitor's selected currency
   */
  currency?: CurrencyCode;
  /**
   * The mark printed with the number: `presentation` (US$), `symbol` ($), `code` (USD) or `none`.
   * @default 'presentation'
   */
  display?: AmountDisplay;
}

/** An amount of money written the way its currency writes it (SPEC §3, §9), inline with the text. */
export function Amount({ value, currency, display, ...textProps }: AmountProps) {
  const format = useFormatAmount();
  return (
    <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" {...textProps}>
      {format(value, { currency, display })}
    </Text>
  );
}
