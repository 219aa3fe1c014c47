import { Box, chakra } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { CartLine, CurrencyCode } from '@parks/contracts';
import { useTranslation } from '@parks/i18n';
import { formatCartTotal } from '../../core/format-cart-total';
import { breakdownRows, discountKey, type BreakdownRow } from '../../core/line-messages';

export interface CartLineBreakdownProps {
  line: CartLine;
  currency: CurrencyCode;
}

const DISCOUNT_TEXT = {
  advanceShort: 'cartPage.discountAdvanceShort',
  advanceLong: 'cartPage.discountAdvanceLong',
  multiPark: 'cartPage.discountMultiPark',
  child: 'cartPage.discountChild',
  other: 'cartPage.discountOther',
} as const;

const CONCEPT_TEXT = {
  adult: 'cartPage.conceptAdult',
  child: 'cartPage.conceptChild',
  infant: 'cartPage.conceptInfant',
} as const;

/** How the server priced a line (SPEC §3 'Shopping cart'): age bands, the discount and add-ons, as a table. */
export function CartLineBreakdown({ line, currency }: CartLineBreakdownProps): ReactElement | null {
  const { t } = useTranslation('cart');
  const rows = breakdownRows(line.Breakdown, line.AddOns);
  if (rows.length === 0) return null;
  const money = (amount: number) => formatCartTotal(amount, currency);
  const label = (row: BreakdownRow) => {
    if (row.concept === 'addon') return row.name;
    if (row.concept === 'discount')
      return t('cartPage.discount', {
        reason: t(DISCOUNT_TEXT[discountKey(row.name)]),
        // Each discount row says its own percentage; older answers carried only the line's.
        percent: row.percent ?? line.DiscountPercent ?? 0,
      });
    return t(CONCEPT_TEXT[row.concept]);
  };
  const cell = { py: '1.5', px: '2', borderBottomWidth: '1px', borderColor: 'border' } as const;
  return (
    <Box overflowX="auto">
      <chakra.table width="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
        <chakra.caption textAlign="start" fontWeight="semibold" pb="1">
          {t('cartPage.breakdown', { name: line.ProductName })}
        </chakra.caption>
        <thead>
          <tr>
            <chakra.th scope="col" textAlign="start" {...cell}>
              {t('cartPage.concept')}
            </chakra.th>
            <chakra.th scope="col" textAlign="end" {...cell}>
              {t('cartPage.quantity')}
            </chakra.th>
            <chakra.th scope="col" textAlign="end" {...cell}>
              {t('cartPage.unitAmount')}
            </chakra.th>
            <chakra.th scope="col" textAlign="end" {...cell}>
              {t('cartPage.amount')}
            </chakra.th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <chakra.tr
              key={`${row.concept}-${index}`}
              color={row.concept === 'discount' ? 'fg.success' : undefined}
              fontWeight={row.concept === 'discount' ? 'semibold' : undefined}
              data-concept={row.concept}
            >
              <chakra.th scope="row" textAlign="start" fontWeight="inherit" {...cell}>
                {label(row)}
              </chakra.th>
              <chakra.td textAlign="end" {...cell}>
                {row.quantity}
              </chakra.td>
              <chakra.td textAlign="end" whiteSpace="nowrap" {...cell}>
                {money(row.unitAmount)}
              </chakra.td>
              <chakra.td textAlign="end" whiteSpace="nowrap" {...cell}>
                {money(row.amount)}
              </chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
