import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddCartItemRequest } from '@parks/contracts';
import { renderWithProviders } from '@parks/test-harness';
import { initialBookingState } from '../../state/booking.slice';
import { BookingFixtures, fixtureCart, fixtureCartApi } from '../../test-support/booking-fixtures';
import { BookingWidget } from './booking-widget';

// Counts the form's renders through one of its fields: the visitor steppers.
const mockStepperRenders = { count: 0 };
jest.mock('./passenger-stepper', () => {
  const actual = jest.requireActual<typeof import('./passenger-stepper')>('./passenger-stepper');
  return {
    PassengerStepper: (props: Parameters<typeof actual.PassengerStepper>[0]) => {
      mockStepperRenders.count += 1;
      return actual.PassengerStepper(props);
    },
  };
});

describe('BookingWidget renders (issue 5: add to cart ≤ 100 ms)', () => {
  it('an add re-renders its status line and button, not the form', async () => {
    const api = fixtureCartApi({
      addItem: async (body) => ({ ok: true, status: 201, data: fixtureCart(body as AddCartItemRequest) }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <BookingFixtures cartApi={api}>
        <BookingWidget productIds={[100]} />
      </BookingFixtures>,
      {
        preloadedState: {
          booking: { ...initialBookingState, productId: 100, month: '2030-01', date: '2030-01-25' },
        },
      },
    );
    await screen.findByText('Total:');
    const before = mockStepperRenders.count;
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Se agregó a tu carrito.'));
    expect(mockStepperRenders.count).toBe(before);
  });
});
