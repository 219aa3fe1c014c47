import type { ReactElement } from 'react';
import type { CartLine, CurrencyCode } from '@parks/contracts';
import { useTranslation } from '@parks/i18n';
import { formatCartTotal } from '../../core/format-cart-total';
import { breakdownRows, discountKey, type BreakdownRow } from '../../core/line-messages';
import { cartPageStyles } from './cart-page.styles';

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
  const c = cartPageStyles.classes;
  return (
    <div className={c.breakdownScroll}>
      <table className={c.breakdown}>
        <caption className={c.breakdownCaption}>
          {t('cartPage.breakdown', { name: line.ProductName })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={c.columnStart}>
              {t('cartPage.concept')}
            </th>
            <th scope="col" className={c.columnEnd}>
              {t('cartPage.quantity')}
            </th>
            <th scope="col" className={c.columnEnd}>
              {t('cartPage.unitAmount')}
            </th>
            <th scope="col" className={c.columnEnd}>
              {t('cartPage.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={`${row.concept}-${index}`}
              className={row.concept === 'discount' ? c.discountRow : undefined}
              data-concept={row.concept}
            >
              <th scope="row" className={c.rowHead}>
                {label(row)}
              </th>
              <td className={c.quantity}>{row.quantity}</td>
              <td className={c.money}>{money(row.unitAmount)}</td>
              <td className={c.money}>{money(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
