import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureAvailability } from '../../test-support/booking-fixtures';
import { DatePickerDialog, type DatePickerDialogProps } from './date-picker-dialog';

/**
 * The dialog holding its shown month, as the booking widget does. The story's days are January 2030's (far
 * enough ahead for any clock); another month shows the fixture's, unless the days have not arrived (`null`).
 */
function DatePickerInState(props: DatePickerDialogProps) {
  const [month, setMonth] = useState(props.month);
  const days =
    props.days === null || month === props.month
      ? props.days
      : fixtureAvailability(100, month, props.currency).Days;
  return (
    <DatePickerDialog
      {...props}
      month={month}
      days={days}
      onMonthChange={(next) => {
        setMonth(next);
        props.onMonthChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Booking/DatePickerDialog',
  component: DatePickerDialog,
  render: (args) => <DatePickerInState {...args} />,
  args: {
    month: '2030-01',
    minMonth: '2030-01',
    selected: null,
    days: fixtureAvailability(100, '2030-01', 'MXN').Days,
    currency: 'MXN',
    language: 'es',
    onMonthChange: fn(),
    onSelect: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof DatePickerDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The dialog sits on a fixed backdrop over the page; its content is queried through its role. */
const dialogOf = async (canvas: Canvas) => within(await canvas.findByRole('dialog'));

export const PricesInPesos: Story = {
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    const grid = dialog.getByRole('grid', { name: /^enero de 2030$/i });
    await expect(within(grid).getAllByRole('button', { name: /precio más bajo$/ }).length).toBeGreaterThan(0);
    // The 16th is sold out: disabled, and its name says so.
    await expect(
      within(grid).getByRole('button', { name: /^miércoles, 16 de enero de 2030, .*, no disponible$/i }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByText('Precios por adulto en MXN$')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mes anterior' })).toBeDisabled();
  },
};

export const InEnglishInDollars: Story = {
  globals: { locale: 'en' },
  args: { language: 'en', currency: 'USD', days: fixtureAvailability(100, '2030-01', 'USD').Days },
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    await expect(
      dialog.getByRole('button', { name: 'Saturday, January 26, 2030, US$75.65, available, lowest price' }),
    ).toBeVisible();
    await expect(dialog.getByText('Lowest price')).toBeVisible();
  },
};

export const WithAChosenDay: Story = {
  args: { selected: '2030-01-25' },
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    const chosen = dialog.getByRole('button', { name: /^viernes, 25 de enero de 2030/i });
    await expect(chosen.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(chosen).toHaveFocus());
  },
};

export const ChosenWithTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await dialogOf(canvas);
    // Focus starts on the first bookable day (Tuesday the 1st); the arrow moves to the 2nd, Enter chooses it.
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /^martes, 1 de enero de 2030/i })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('2030-01-02');
  },
};

export const NextMonth: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await dialogOf(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Mes siguiente' }));
    await expect(dialog.getByRole('grid', { name: /^febrero de 2030$/i })).toBeVisible();
    await expect(args.onMonthChange).toHaveBeenCalledWith('2030-02');
    await expect(dialog.getByRole('button', { name: 'Mes anterior' })).toBeEnabled();
  },
};

export const LoadingPrices: Story = {
  args: { days: null, loading: true },
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    await expect(dialog.getByRole('status')).toHaveTextContent('Cargando precios…');
  },
};

/** The message is the caller's (the widget's SPEC §8 text), given here in Spanish: the story keeps Spanish. */
export const PricesCouldNotBeObtained: Story = {
  globals: { locale: 'es' },
  args: {
    days: null,
    error: 'Lo sentimos, no se pudieron obtener los precios del producto.',
    onRetry: fn(),
  },
  play: async ({ canvas, args }) => {
    const dialog = await dialogOf(canvas);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Lo sentimos, no se pudieron obtener los precios del producto.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Intentar de nuevo' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const PriceUnavailable: Story = {
  args: { days: fixtureAvailability(100, '2030-01', 'MXN', { prices: false }).Days },
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    await expect(
      dialog.getByRole('button', { name: 'Jueves, 10 de enero de 2030, Precio no disponible, disponible' }),
    ).toBeVisible();
  },
};

/** Issue 21 §3: the days carry park-api's crowd levels (Tuesdays and Wednesdays calm, Saturdays busy). */
export const CalmAndCheapestDays: Story = {
  args: { days: fixtureAvailability(100, '2030-01', 'MXN', { crowds: true }).Days },
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    // The 22nd is both calm and among the cheapest: both marks, both in its name.
    const both = dialog.getByRole('button', {
      name: /^martes, 22 de enero de 2030, .*, disponible, precio más bajo, día tranquilo$/i,
    });
    await expect(both.querySelector('[data-crowd="calm"]')).not.toBeNull();
    await expect(
      dialog.getByRole('button', { name: /^sábado, 12 de enero de 2030, .*, día concurrido$/i }),
    ).toBeVisible();
    await expect(dialog.getByText('Día tranquilo')).toBeVisible();
    await expect(dialog.getByText('Día concurrido')).toBeVisible();
  },
};

export const CalmAndCheapestDaysInEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    language: 'en',
    currency: 'USD',
    days: fixtureAvailability(100, '2030-01', 'USD', { crowds: true }).Days,
  },
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    await expect(
      dialog.getByRole('button', {
        name: 'Tuesday, January 22, 2030, US$75.65, available, lowest price, calm day',
      }),
    ).toBeVisible();
    await expect(dialog.getByText('Calm day')).toBeVisible();
  },
};

export const CalmDaysOnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { selected: '2030-01-22', days: fixtureAvailability(100, '2030-01', 'MXN', { crowds: true }).Days },
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    const chosen = dialog.getByRole('button', { name: /^martes, 22 de enero de 2030, .*, día tranquilo$/i });
    await expect(chosen.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
  },
};

export const CalmDaysAventura: Story = {
  globals: { brand: 'aventura' },
  args: { days: fixtureAvailability(100, '2030-01', 'MXN', { crowds: true }).Days },
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    await expect(dialog.getAllByRole('button', { name: /día tranquilo$/ }).length).toBeGreaterThan(0);
  },
};

/** park-api gave no crowd level: no mark, no legend, the names as before. */
export const NoCrowdData: Story = {
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    await expect(dialog.queryByText('Día tranquilo')).toBeNull();
    await expect(dialog.queryAllByRole('button', { name: /día (tranquilo|concurrido)$/ })).toHaveLength(0);
  },
};
