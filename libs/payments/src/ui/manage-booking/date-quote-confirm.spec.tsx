import { screen } from '@testing-library/react';
import { renderWithProviders } from '@parks/test-harness';
import { DateQuoteConfirm } from './date-quote-confirm';

const quote = {
  Date: '2030-03-12',
  Available: true,
  Difference: { Amount: 0, Currency: 'MXN' },
  Refund: 0,
} as const;

describe('DateQuoteConfirm', () => {
  it('cancels back to the booking it was asked for: a booking of the account keeps its ?order=', () => {
    renderWithProviders(
      <DateQuoteConfirm
        lineId="line-1"
        quote={quote}
        idempotencyKey="key-12345678"
        language="es"
        action="/es/mi-reserva/?order=2b1c1e0e-7f5e-4a59-9b1a-0c7d1e2f3a4b"
      />,
    );
    expect(screen.getByRole('button', { name: 'Confirmar la nueva fecha' }).closest('form')).toHaveAttribute(
      'action',
      '/es/mi-reserva/?order=2b1c1e0e-7f5e-4a59-9b1a-0c7d1e2f3a4b',
    );
    expect(screen.getByRole('link', { name: 'Elegir otra fecha' })).toHaveAttribute(
      'href',
      '/es/mi-reserva/?order=2b1c1e0e-7f5e-4a59-9b1a-0c7d1e2f3a4b',
    );
  });
});
