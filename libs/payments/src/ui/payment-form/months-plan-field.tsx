import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ChangeEvent, type ReactElement } from 'react';
import { useTranslation } from '@parks/i18n';
import { longestPlan, monthlyAmount } from '../../core/months-plans';
import type { Bank } from '../../core/payment-methods';

export interface MonthsPlanFieldProps {
  banks: Bank[];
  total: number;
  decimals: number;
  /** `${idBank}:${months}`, or '' for a single payment. */
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  formatMoney: (amount: number) => string;
}

/**
 * SPEC §2/§9 months without interest (MXN cards issued in Mexico): every bank with its plans and what
 * each month costs, shown before any card number is typed, as one radio group with the single payment.
 */
export function MonthsPlanField({
  banks,
  total,
  decimals,
  value,
  onChange,
  formatMoney,
}: MonthsPlanFieldProps): ReactElement {
  const { t } = useTranslation('payments');
  const id = useId();
  const radio = (planValue: string, label: string) => (
    <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm" key={planValue}>
      <chakra.input
        type="radio"
        name="plan"
        value={planValue}
        checked={value === planValue}
        onChange={onChange}
        boxSize="4"
        accentColor="brand.fg"
      />
      <span>{label}</span>
    </chakra.label>
  );
  return (
    <chakra.fieldset borderWidth="1px" borderColor="border" rounded="l2" p="4" data-testid="months-plans">
      <chakra.legend px="1">
        <Heading as="h3" size="md">
          {t('months.heading')}
        </Heading>
      </chakra.legend>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('months.intro', { months: longestPlan(banks) })}
      </Text>
      <Stack gap="4">
        {radio('', t('months.single', { amount: formatMoney(total) }))}
        {banks.map((bank) => (
          <Box key={bank.id} role="group" aria-labelledby={`${id}-${bank.id}`}>
            <Box display="flex" alignItems="center" gap="2" mb="1">
              <img src={bank.src} alt="" width={24} height={24} />
              <Text id={`${id}-${bank.id}`} fontWeight="semibold">
                {t('months.bank', { bank: bank.name })}
              </Text>
            </Box>
            <Stack gap="1" ps="8">
              {bank.months.map((months) =>
                radio(
                  `${bank.id}:${months}`,
                  t('months.plan', { months, amount: formatMoney(monthlyAmount(total, months, decimals)) }),
                ),
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}
