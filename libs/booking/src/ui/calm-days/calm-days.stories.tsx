import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CrowdLevel } from '@parks/contracts';
import { CalmDays } from './calm-days';

const day = (date: string, level: CrowdLevel) => ({ Date: date, Level: level });
/** Four weeks from Monday 7 January 2030 as park-api answers them (Sundays left out). */
const FOUR_WEEKS = Array.from({ length: 28 }, (_, index) => {
  const date = new Date(Date.UTC(2030, 0, 7 + index));
  const weekday = date.getUTCDay();
  const level: CrowdLevel = weekday === 2 || weekday === 3 ? 'calm' : weekday === 6 ? 'busy' : 'moderate';
  return weekday === 0 ? undefined : day(date.toISOString().slice(0, 10), level);
}).filter((d) => d !== undefined);

const meta = {
  title: 'Booking/CalmDays',
  component: CalmDays,
  args: { days: FOUR_WEEKS, language: 'es' },
} satisfies Meta<typeof CalmDays>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Los días más tranquilos de las próximas 4 semanas' }),
    ).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Martes, 8 de eneroDía tranquilo');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'The calmest days of the next 4 weeks' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Tuesday, January 8Calm day');
  },
};

export const Aventura: Story = {
  globals: { brand: 'aventura' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

export const AventuraInEnglish: Story = {
  globals: { brand: 'aventura', locale: 'en' },
  args: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('Wednesday, January 9Calm day');
  },
};

/** Each day links to the admission's booking with that day chosen (`?date=`, as the sensory guide does). */
export const WithBookingLinks: Story = {
  args: { count: 3, bookingHref: (date) => `/es/entrada-parque-sensoria/?date=${date}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Reservar para el 9 de enero' })).toHaveAttribute(
      'href',
      '/es/entrada-parque-sensoria/?date=2030-01-09',
    );
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { count: 3, bookingHref: (date) => `/es/entrada-parque-sensoria/?date=${date}` },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const NoCalmDayLeft: Story = {
  args: { days: FOUR_WEEKS.filter((d) => d.Level !== 'calm') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No quedan días tranquilos: estos son los de afluencia moderada.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Lunes, 7 de eneroAfluencia moderada');
  },
};

export const EveryDayBusy: Story = {
  args: { days: FOUR_WEEKS.map((d) => ({ ...d, Level: 'busy' as const })) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Todos los días de las próximas 4 semanas están concurridos.'),
    ).toBeVisible();
  },
};

export const LevelsUnavailable: Story = {
  globals: { locale: 'en' },
  args: { days: null, language: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('We cannot show the calm days right now. Please try again later.'),
    ).toBeVisible();
  },
};
