import { screen, within } from '@testing-library/react';
import type { CrowdLevel } from '@parks/contracts';
import { renderWithProviders } from '../../../../../tools/jest/render-with-providers';
import { CalmDays } from './calm-days';

const day = (date: string, level: CrowdLevel) => ({ Date: date, Level: level });
/** Two weeks from Monday 7 January 2030: calm Tuesdays and Wednesdays, busy Saturdays. */
const DAYS = [
  day('2030-01-07', 'moderate'),
  day('2030-01-08', 'calm'),
  day('2030-01-09', 'calm'),
  day('2030-01-10', 'moderate'),
  day('2030-01-11', 'moderate'),
  day('2030-01-12', 'busy'),
  day('2030-01-14', 'moderate'),
  day('2030-01-15', 'calm'),
  day('2030-01-16', 'calm'),
  day('2030-01-19', 'busy'),
];

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('CalmDays (issue 21 §3)', () => {
  it('lists the calm days with weekday and date, in date order, in English', () => {
    renderWithProviders(<CalmDays days={DAYS} language="en" />, { language: 'en' });
    const section = screen.getByRole('region', { name: 'The calmest days of the next 4 weeks' });
    expect(section).toBeVisible();
    expect(items().map((item) => item.textContent)).toEqual([
      'Tuesday, January 8Calm day',
      'Wednesday, January 9Calm day',
      'Tuesday, January 15Calm day',
      'Wednesday, January 16Calm day',
    ]);
    expect(section.querySelectorAll('[data-crowd="calm"]')).toHaveLength(4);
    expect(section.querySelector('time')).toHaveAttribute('datetime', '2030-01-08');
    // No booking page takes a date: no links.
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('names them in Spanish and links each to its booking when a page takes the date', () => {
    renderWithProviders(
      <CalmDays
        days={DAYS}
        language="es"
        count={2}
        bookingHref={(date) => `/es/entrada-parque-sensoria/?date=${date}`}
      />,
      { language: 'es' },
    );
    expect(
      screen.getByRole('heading', { name: 'Los días más tranquilos de las próximas 4 semanas' }),
    ).toBeVisible();
    expect(items().map((item) => item.querySelector('time')?.textContent)).toEqual([
      'Martes, 8 de enero',
      'Miércoles, 9 de enero',
    ]);
    expect(screen.getByRole('link', { name: 'Reservar para el 9 de enero' })).toHaveAttribute(
      'href',
      '/es/entrada-parque-sensoria/?date=2030-01-09',
    );
  });

  it('lists moderate days when no calm day is left, and says so; never a busy day', () => {
    renderWithProviders(<CalmDays days={DAYS.filter((d) => d.Level !== 'calm')} language="en" count={3} />, {
      language: 'en',
    });
    expect(screen.getByText('No calm days are left: these have moderate crowds.')).toBeVisible();
    expect(items().map((item) => item.textContent)).toEqual([
      'Monday, January 7Moderate crowds',
      'Thursday, January 10Moderate crowds',
      'Friday, January 11Moderate crowds',
    ]);
  });

  it('says when there is no calm day, and when the levels could not be read', () => {
    const { unmount } = renderWithProviders(<CalmDays days={[day('2030-01-12', 'busy')]} language="en" />, {
      language: 'en',
    });
    expect(screen.getByText('Every day of the next 4 weeks is busy.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    renderWithProviders(<CalmDays days={null} language="es" />, { language: 'es' });
    expect(
      screen.getByText('Ahora no podemos mostrar los días tranquilos. Inténtalo más tarde.'),
    ).toBeVisible();
  });
});
