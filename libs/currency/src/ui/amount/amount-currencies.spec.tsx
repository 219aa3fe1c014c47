/** Contract: <Amount> writes each of the 17 currencies exactly as formatAmount does, in every display. */
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@parks/test-harness';
import { CURRENCY_CODES, formatAmount } from '../../core';
import { Amount } from './amount';

describe('<Amount> in every one of the 17 currencies', () => {
  it.each([...CURRENCY_CODES])('%s', (code) => {
    renderWithProviders(
      <>
        <Amount data-testid="presentation" value={12345.67} currency={code} />
        <Amount data-testid="code" value={12345.67} currency={code} display="code" />
      </>,
    );
    const zeroDecimal = formatAmount(1, code, { display: 'none' }) === '1';
    expect(screen.getByTestId('presentation').textContent).toBe(formatAmount(12345.67, code));
    expect(screen.getByTestId('code').textContent).toBe(formatAmount(12345.67, code, { display: 'code' }));
    expect(screen.getByTestId('presentation').textContent).toMatch(
      zeroDecimal ? /12[.,]346/ : /12[.,]345[.,]67/,
    );
  });
});
