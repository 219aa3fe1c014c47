import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { AddCartItemRequest } from '@parks/contracts';
import { renderWithProviders } from '@parks/test-harness';
import { ParkProviders } from '../../../../../.storybook/park-providers';
import {
  BookingFixtures,
  fixtureAvailability,
  fixtureCart,
  fixtureCartApi,
} from '../../test-support/booking-fixtures';
import { BookingWidget } from './booking-widget';

/**
 * A link to the booking page that chose a date (`?date=`, the sensory guide's calm days, issue 21 §3):
 * the widget shows it from the server's HTML on, asks for its month's availability and books it.
 */
/** The widget on a page whose link chose `date`, with what it asked the cart API: months and adds. */
function renderLinked(date: string) {
  const months: string[] = [];
  const added: AddCartItemRequest[] = [];
  const api = fixtureCartApi({
    getAvailability: async (idProduct, query) => {
      months.push(query.Month);
      return { ok: true, status: 200, data: fixtureAvailability(idProduct, query.Month, query.Currency) };
    },
    addItem: async (body) => {
      added.push(body);
      return { ok: true, status: 201, data: fixtureCart(body) };
    },
  });
  renderWithProviders(
    <BookingFixtures cartApi={api}>
      <BookingWidget productIds={[100]} date={date} />
    </BookingFixtures>,
  );
  return { months, added };
}

describe('BookingWidget with the date of its link', () => {
  it('shows the date in the HTML before any script runs', () => {
    const html = renderToString(
      <ParkProviders language="en" brand="sensoria" mobile={false} storyId="spec">
        <BookingFixtures>
          <BookingWidget productIds={[100]} date="2030-01-15" />
        </BookingFixtures>
      </ParkProviders>,
    );
    expect(html).toContain('aria-label="Date of visit, Tuesday, January 15, 2030"');
    expect(html).toContain('>Tuesday, January 15, 2030</button>');
  });

  it("asks for the date's month, and adds that date to the cart", async () => {
    const { months, added } = renderLinked('2030-01-15');
    const user = userEvent.setup();
    await screen.findByText('Total:');
    expect(months).toEqual(['2030-01']);
    expect(
      screen.getByRole('button', { name: 'Fecha de visita, Martes, 15 de enero de 2030' }),
    ).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({ IdProduct: 100, VisitDate: '2030-01-15' });
  });

  it('drops the date when its availability says the day cannot be booked (16 January is sold out)', async () => {
    const { months } = renderLinked('2030-01-16');
    expect(await screen.findByRole('button', { name: 'Fecha de visita, Elige una fecha' })).toBeEnabled();
    // The date was taken, then its month's availability said no.
    expect(months).toEqual(['2030-01']);
  });
});
