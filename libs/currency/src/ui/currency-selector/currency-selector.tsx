import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import type { CurrencyCode } from '@parks/contracts';
import { useTranslation } from '@parks/i18n';
import { useSelector } from 'react-redux';
import { CURRENCY_CODES, currencyByCode } from '../../core/currencies';
import { useChangeCurrency } from '../../hooks/use-change-currency';
import { selectCurrencyCode } from '../../state/currency.slice';
import { CurrencyFlag } from './currency-flag';

export interface CurrencySelectorProps {
  /**
   * The currencies offered, in the order they are listed.
   * @default all 17, in id order (USD, MXN, EUR, …)
   */
  currencies?: readonly CurrencyCode[];
  /**
   * Called once the visitor has picked another currency and the store and the currency cookies
   * follow it. The host finishes SPEC §4 'Currency change' here: the cart's currency, the
   * installment widget. Not called when the visitor picks the currency already selected.
   */
  onCurrencyChange?: (code: CurrencyCode) => void;
}

/**
 * The currency selector of the shared layout (SPEC §2): a menu button showing the selected
 * currency; each item shows a flag, a name, a symbol and a code.
 */
export function CurrencySelector({ currencies = CURRENCY_CODES, onCurrencyChange }: CurrencySelectorProps) {
  const { t } = useTranslation('currency');
  const selected = useSelector(selectCurrencyCode);
  const changeCurrency = useChangeCurrency();

  const choose = (value: string) => {
    const code = currencyByCode(value).iso_code;
    if (changeCurrency(code)) onCurrencyChange?.(code);
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          // Inherits the colour of the bar it sits in, so it keeps its contrast on any brand.
          color="inherit"
          _hover={{ bg: 'transparent', textDecoration: 'underline' }}
          aria-label={t('currencySelector.trigger', { name: t(`names.${selected}`), code: selected })}
        >
          <CurrencyFlag code={selected} />
          {selected}
          {/* A drawn chevron, not a text glyph: the button's visible text stays exactly the code, which its
              accessible name contains (WCAG 2.5.3 label in name). */}
          <svg aria-hidden="true" focusable="false" width="10" height="10" viewBox="0 0 10 10">
            <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="72" maxH="80" overflowY="auto" bg="bg" color="fg">
            <Menu.RadioItemGroup value={selected} onValueChange={(details) => choose(details.value)}>
              <Menu.ItemGroupLabel color="fg.muted">{t('currencySelector.heading')}</Menu.ItemGroupLabel>
              {currencies.map((code) => (
                <Menu.RadioItem key={code} value={code} gap="3">
                  <CurrencyFlag code={code} />
                  <Menu.ItemText flex="1">{t(`names.${code}`)}</Menu.ItemText>
                  <Text as="span" color="fg.muted" minW="8" textAlign="end">
                    {currencyByCode(code).symbol}
                  </Text>
                  <Text as="span" fontWeight="semibold" minW="10">
                    {code}
                  </Text>
                  <Menu.ItemIndicator color="brand.fg" />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
