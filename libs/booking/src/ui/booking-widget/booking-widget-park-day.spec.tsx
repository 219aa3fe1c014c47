import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@parks/test-harness';
import type { ParkDay } from '../../core/calendar';
import { todayIn } from '../../core/calendar';
import { BookingFixtures, fixtureAvailability, fixtureCartApi } from '../../test-support/booking-fixtures';
import { BookingWidget } from './booking-widget';

/**
 * Issue 16: the host's loader gives the park's day (`parkDayIn`), so the browser neither formats a date in
 * the park's time zone nor re-renders the widget for it after hydration; a day that is over is read anew.
 */
function renderWithDay(today: ParkDay | null) {
  const months: string[] = [];
  const api = fixtureCartApi({
    getAvailability: async (idProduct, query) => {
      months.push(query.Month);
      return { ok: true, status: 200, data: fixtureAvailability(idProduct, query.Month, query.Currency) };
    },
  });
  renderWithProviders(
    <BookingFixtures cartApi={api}>
      <BookingWidget productIds={[100]} today={today} />
    </BookingFixtures>,
  );
  return months;
}

describe("BookingWidget with the park's day from the host's server", () => {
  it("starts the draft on the server's day while it lasts (the browser's clock is not read)", async () => {
    const months = renderWithDay({ date: '2030-03-10', until: Date.now() + 3_600_000 });
    await waitFor(() => expect(months).toEqual(['2030-03']));
    expect(await screen.findByRole('button', { name: 'Fecha de visita, Elige una fecha' })).toBeEnabled();
  });

  it("reads the park's day anew once the server's is over (a page kept past the park's midnight)", async () => {
    const months = renderWithDay({ date: '2030-03-10', until: Date.now() - 1 });
    await waitFor(() => expect(months).toEqual([todayIn('America/Cancun').slice(0, 7)]));
  });
});
