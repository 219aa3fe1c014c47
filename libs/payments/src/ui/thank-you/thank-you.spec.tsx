import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@parks/test-harness';
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

describe('ThankYou lines', () => {
  const orderWith = (Adults: number, Children: number, Infants: number) => {
    const order = cardOrder();
    return cardOrder({
      Lines: order.Lines.map((line) => ({ ...line, Passengers: { Adults, Children, Infants } })),
    });
  };
  const lineText = () =>
    within(
      screen.getByRole('region', { name: /Lo que compraste|What you bought|O que você comprou/ }),
    ).getByText('Parque Sensoria Admission').nextElementSibling?.textContent ?? '';

  it('says each count in its plural form: "2 adultos, 1 niño", not "1 niños"', () => {
    renderWithProviders(<ThankYou order={orderWith(2, 1, 0)} now={new Date('2030-01-07T15:00:00Z')} />);
    expect(lineText()).toMatch(/· 2 adultos, 1 niño$/);
  });

  it('says "1 adult, 2 children" in English, counting the under-5s with the children', () => {
    renderWithProviders(<ThankYou order={orderWith(1, 1, 1)} now={new Date('2030-01-07T15:00:00Z')} />, {
      language: 'en',
    });
    expect(lineText()).toMatch(/· 1 adult, 2 children$/);
  });

  it('names only the adults of a line without children, in Portuguese too', () => {
    renderWithProviders(<ThankYou order={orderWith(1, 0, 0)} now={new Date('2030-01-07T15:00:00Z')} />, {
      language: 'pt',
    });
    expect(lineText()).toMatch(/· 1 adulto$/);
  });
});

describe('ThankYou calendar link', () => {
  it('is a link styled as a button, without type="button" (not allowed on <a>, W3C Nu checker)', () => {
    renderWithProviders(<ThankYou order={cardOrder()} now={new Date('2030-01-07T15:00:00Z')} />);
    const link = screen.getByRole('link', { name: 'Agregar al calendario' });
    expect(link).toHaveAttribute('download');
    expect(link).not.toHaveAttribute('type');
  });
});
