import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../../tools/jest/render-with-providers';
import { bankTransferOrder, cardOrder } from '../../test-support/payments-fixtures';
import { ThankYou } from './thank-you';

afterEach(() => cleanup());

describe('ThankYou print view', () => {
  it('renders no bare <style> element (the CSP admits only nonce-carrying style tags): the print rules are Emotion styles', async () => {
    renderWithProviders(<ThankYou order={cardOrder()} now={new Date('2030-01-07T15:00:00Z')} />);
    await screen.findAllByTestId('e-ticket');
    expect(document.body.querySelector('style')).toBeNull();
    const printRules = [...document.head.querySelectorAll('style[data-emotion]')]
      .flatMap((tag) => [...((tag as HTMLStyleElement).sheet?.cssRules ?? [])])
      .map((rule) => rule.cssText)
      .filter((text) => text.startsWith('@media print'));
    expect(printRules.join('\n')).toMatch(/\[data-print="ticket"\]/);
  });
});

describe('ThankYou before payment', () => {
  it('shows no usable e-ticket for an order awaiting payment, even if an answer carried codes', async () => {
    const withCodes = bankTransferOrder({ Lines: cardOrder().Lines });
    renderWithProviders(<ThankYou order={withCodes} now={new Date('2030-01-07T15:00:00Z')} />);
    await screen.findByTestId('payment-reference');
    expect(screen.queryAllByTestId('e-ticket')).toHaveLength(0);
    expect(screen.queryByText(/XS-A1B2C3D4E5F6/)).toBeNull();
  });
});
