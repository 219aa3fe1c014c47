import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HotelStayRequest } from '@parks/contracts';
import { renderWithProviders } from '@parks/test-harness';
import { addDays, addMonths, endOfWeek, startOfWeek, todayIn } from '../../core/calendar';
import { BookingFixtures, fixtureBookingApi } from '../../test-support/booking-fixtures';
import { monthLabel } from '../date-picker/date-labels';
import { HotelCalendar } from './hotel-calendar';

// The calendar's first month is the park's current one; the journeys run in the month after it.
const thisMonth = todayIn('America/Cancun').slice(0, 7);
const nextMonth = addMonths(thisMonth, 1);

function renderCalendar() {
  const stays: HotelStayRequest[] = [];
  const api = fixtureBookingApi();
  const user = userEvent.setup();
  renderWithProviders(
    <BookingFixtures
      bookingApi={{
        ...api,
        addHotelStay: (body, language, options) => {
          stays.push(body);
          return api.addHotelStay(body, language, options);
        },
      }}
    >
      <HotelCalendar productId={400} />
    </BookingFixtures>,
  );
  return { user, stays };
}

const grid = (month: string) => screen.getByRole('grid', { name: monthLabel(month, 'es') });
const dayButton = (date: string) => {
  const button = document.querySelector<HTMLButtonElement>(`[role="grid"] [data-date="${date}"]`);
  if (!button) throw new Error(`no day ${date} in the grid`);
  return button;
};
const focused = () => (document.activeElement as HTMLElement | null)?.dataset['date'];
const selectedDays = () =>
  screen
    .getAllByRole('gridcell', { selected: true })
    .map((cell) => cell.querySelector<HTMLElement>('[data-date]')?.dataset['date']);

async function showNextMonth(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('grid', { name: monthLabel(thisMonth, 'es') });
  await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
  await waitFor(() => expect(grid(nextMonth)).toBeInTheDocument());
}

jest.setTimeout(30_000);

describe('HotelCalendar: the month as an APG grid in range mode', () => {
  beforeEach(() => {
    document.cookie = '_shopping=; Max-Age=0; Path=/';
  });

  it('is a multi-selectable grid with one day in the tab order', async () => {
    const { user } = renderCalendar();
    await showNextMonth(user);
    expect(grid(nextMonth)).toHaveAttribute('aria-multiselectable', 'true');
    const inTabOrder = [...grid(nextMonth).querySelectorAll('[data-date]')].filter(
      (day) => (day as HTMLElement).tabIndex === 0,
    );
    expect(inTabOrder.map((day) => (day as HTMLElement).dataset['date'])).toEqual([`${nextMonth}-01`]);
    // The shared visitors' fieldset keeps the hotel's own legend (one room's guests).
    expect(screen.getByRole('group', { name: 'Huéspedes (hasta 4 por habitación)' })).toBeInTheDocument();
  });

  it('moves the focus with the arrows, Home / End and PageUp / PageDown, never before the first month', async () => {
    const { user } = renderCalendar();
    await showNextMonth(user);
    const first = `${nextMonth}-01`;
    act(() => dayButton(first).focus());

    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe(addDays(first, 1));
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(addDays(first, 8));
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focused()).toBe(first);
    await user.keyboard('{ArrowDown}{End}');
    expect(focused()).toBe(endOfWeek(addDays(first, 7)));
    await user.keyboard('{Home}');
    expect(focused()).toBe(startOfWeek(addDays(first, 7)));
    // Only one day is ever in the tab order: the focused one.
    expect(dayButton(startOfWeek(addDays(first, 7))).tabIndex).toBe(0);
    expect(dayButton(first).tabIndex).toBe(-1);

    // Another month loads its rates (the grid is replaced while it does); the focus lands on the same day.
    await user.keyboard('{PageDown}');
    const later = addMonths(nextMonth, 1);
    const sameDay = `${later}-${startOfWeek(addDays(first, 7)).slice(8)}`;
    await waitFor(() => expect(focused()).toBe(sameDay));
    expect(grid(later)).toBeInTheDocument();
    // One month at a time: while a month loads, its grid (and the focus) is not there to take a key.
    await user.keyboard('{PageUp}');
    await waitFor(() => expect(focused()).toBe(`${nextMonth}-${sameDay.slice(8)}`));
    await user.keyboard('{PageUp}');
    await waitFor(() => expect(focused()).toBe(`${thisMonth}-${sameDay.slice(8)}`));
    // Nothing before the park's current month: the move stops on its 1st.
    await user.keyboard('{PageUp}');
    await waitFor(() => expect(focused()).toBe(`${thisMonth}-01`));
    expect(grid(thisMonth)).toBeInTheDocument();
  });

  it('picks a stay with Enter and Space: its ends and the nights between are the selected cells, and the stay reaches the cart', async () => {
    const { user, stays } = renderCalendar();
    await showNextMonth(user);
    const checkIn = `${nextMonth}-02`;
    act(() => dayButton(checkIn).focus());
    await user.keyboard('{Enter}');
    expect(selectedDays()).toEqual([checkIn]);
    expect(screen.getByText('Ahora elige tu día de salida')).toBeVisible();

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight} ');
    const checkOut = addDays(checkIn, 3);
    expect(selectedDays()).toEqual([checkIn, addDays(checkIn, 1), addDays(checkIn, 2), checkOut]);
    expect(screen.getByText('3 noches:')).toBeVisible();
    expect(focused()).toBe(checkOut);

    await user.click(screen.getByRole('button', { name: 'Agregar estancia al carrito' }));
    expect(await screen.findByText('Tu estancia está en el carrito.')).toBeVisible();
    expect(stays).toEqual([
      expect.objectContaining({ IdProduct: 400, CheckIn: checkIn, CheckOut: checkOut }),
    ]);
  });
});
