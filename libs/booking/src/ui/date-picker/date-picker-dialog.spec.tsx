import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import type { Language } from '@parks/i18n';
import { renderWithProviders } from '@parks/test-harness';
import { fixtureAvailability } from '../../test-support/booking-fixtures';
import { DatePickerDialog } from './date-picker-dialog';

interface HarnessProps {
  language: Language;
  onSelect: (date: string) => void;
  /** @default '2030-01' */
  initialMonth?: string;
  /** @default null */
  selected?: string | null;
  /** The days arrive after the dialog opened (they are loading when it opens). @default false */
  daysLater?: boolean;
}

function Harness({
  language,
  onSelect,
  initialMonth = '2030-01',
  selected = null,
  daysLater = false,
}: HarnessProps) {
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(initialMonth);
  const [loaded, setLoaded] = useState(!daysLater);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <>
      <button type="button" ref={trigger} onClick={() => setOpen(true)}>
        open
      </button>
      <button type="button" onClick={() => setLoaded(true)}>
        load
      </button>
      {open && (
        <DatePickerDialog
          month={month}
          minMonth="2030-01"
          onMonthChange={setMonth}
          selected={selected}
          onSelect={(date) => {
            onSelect(date);
            close();
          }}
          onClose={close}
          days={loaded ? fixtureAvailability(100, month, 'USD').Days : null}
          currency="USD"
          language={language}
        />
      )}
    </>
  );
}

function open(language: Language = 'en', props: Partial<HarnessProps> = {}) {
  const onSelect = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(<Harness language={language} onSelect={onSelect} {...props} />, { language });
  return { user, onSelect };
}

const focusedName = () => document.activeElement?.getAttribute('aria-label');

describe('DatePickerDialog', () => {
  it('names each day with its date, price, availability and the lowest-price mark', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'open' }));
    const grid = screen.getByRole('grid', { name: 'January 2030' });
    expect(
      within(grid).getByRole('button', {
        name: 'Saturday, January 26, 2030, US$75.65, available, lowest price',
      }),
    ).toBeVisible();
    expect(
      within(grid).getByRole('button', { name: 'Thursday, January 10, 2030, US$80.10, available' }),
    ).toBeVisible();
    expect(
      within(grid).getByRole('button', { name: 'Sunday, January 13, 2030, US$80.10, not available' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(within(grid).getAllByRole('row')).toHaveLength(7);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.getAttribute('abbr')),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });

  it('names days in Spanish', async () => {
    const { user } = open('es');
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(
      screen.getByRole('button', {
        name: 'Sábado, 26 de enero de 2030, US$75.65, disponible, precio más bajo',
      }),
    ).toBeVisible();
  });

  describe('calm and busy days (issue 21 §3)', () => {
    const show = (language: Language, crowds = true) =>
      renderWithProviders(
        <DatePickerDialog
          month="2030-01"
          minMonth="2030-01"
          onMonthChange={jest.fn()}
          selected={null}
          onSelect={jest.fn()}
          onClose={jest.fn()}
          days={fixtureAvailability(100, '2030-01', 'USD', { crowds }).Days}
          currency="USD"
          language={language}
        />,
        { language },
      );
    const dayButton = (date: string) => document.querySelector(`[data-date="${date}"]`);

    it('names a calm day and a busy day, with a mark beside the lowest price', () => {
      show('en');
      // Tuesday the 22nd: calm and among the cheapest; both marks, both in the name.
      const calm = screen.getByRole('button', {
        name: 'Tuesday, January 22, 2030, US$75.65, available, lowest price, calm day',
      });
      expect(calm.querySelector('[data-crowd="calm"]')).not.toBeNull();
      expect(
        screen.getByRole('button', { name: 'Saturday, January 12, 2030, US$80.10, available, busy day' }),
      ).toBeVisible();
      expect(dayButton('2030-01-12')?.querySelector('[data-crowd="busy"]')).not.toBeNull();
      // A moderate day says nothing about crowds; an unavailable one neither, even if it is calm.
      expect(
        screen.getByRole('button', { name: 'Thursday, January 10, 2030, US$80.10, available' }),
      ).toBeVisible();
      expect(
        screen.getByRole('button', { name: 'Wednesday, January 16, 2030, US$80.10, not available' }),
      ).toBeVisible();
      expect(dayButton('2030-01-16')?.querySelector('[data-crowd]')).toBeNull();
      expect(screen.getByText('Calm day')).toBeVisible();
      expect(screen.getByText('Busy day')).toBeVisible();
    });

    it.each([
      [
        'es' as const,
        'Martes, 22 de enero de 2030, US$75.65, disponible, precio más bajo, día tranquilo',
        'Día tranquilo',
        'Sábado, 12 de enero de 2030, US$80.10, disponible, día concurrido',
      ],
      [
        'pt' as const,
        /^Terça-feira, 22 de janeiro de 2030, .*, dia tranquilo$/i,
        'Dia tranquilo',
        /^Sábado, 12 de janeiro de 2030, .*, dia movimentado$/i,
      ],
    ])('names them in %s', (language, calmName, legend, busyName) => {
      show(language);
      expect(screen.getByRole('button', { name: calmName })).toBeVisible();
      expect(screen.getByRole('button', { name: busyName })).toBeVisible();
      expect(screen.getByText(legend)).toBeVisible();
    });

    it('shows no crowd mark nor legend when the days carry no crowd level', () => {
      show('en', false);
      expect(
        screen.getByRole('button', { name: 'Tuesday, January 22, 2030, US$75.65, available, lowest price' }),
      ).toBeVisible();
      expect(document.querySelector('[data-crowd]')).toBeNull();
      expect(screen.queryByText('Calm day')).toBeNull();
    });
  });

  it('shows prices of 1,000 and more in whole units, rounded up, and names the exact price', () => {
    renderWithProviders(
      <DatePickerDialog
        month="2030-01"
        minMonth="2030-01"
        onMonthChange={jest.fn()}
        selected={null}
        onSelect={jest.fn()}
        onClose={jest.fn()}
        days={fixtureAvailability(100, '2030-01', 'MXN').Days}
        currency="MXN"
        language="en"
      />,
      { language: 'en' },
    );
    const cheapestDay = screen.getByRole('button', {
      name: 'Monday, January 21, 2030, MXN$1,399.53, available, lowest price',
    });
    expect(cheapestDay).toHaveTextContent(/^211,400$/);
    expect(
      screen.getByRole('button', { name: /^Tuesday, January 1, 2030, MXN\$1,646.50/ }),
    ).toHaveTextContent(/^11,647$/);
  });

  it('moves with the arrow keys, Home and End, PageUp and PageDown', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(focusedName()).toMatch(/^Tuesday, January 1, 2030/);
    await user.keyboard('{ArrowRight}');
    expect(focusedName()).toMatch(/^Wednesday, January 2, 2030/);
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toMatch(/^Wednesday, January 9, 2030/);
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focusedName()).toMatch(/^Tuesday, January 1, 2030/);
    await user.keyboard('{End}');
    expect(focusedName()).toMatch(/^Sunday, January 6, 2030/);
    await user.keyboard('{Home}');
    expect(focusedName()).toMatch(/^Tuesday, January 1, 2030/); // the week began in December, not on sale
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'February 2030' })).toBeVisible();
    expect(focusedName()).toMatch(/^Friday, February 1, 2030/);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('grid', { name: 'January 2030' })).toBeVisible();
    expect(focusedName()).toMatch(/^Friday, January 25, 2030/);
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(screen.getByRole('grid', { name: 'January 2031' })).toBeVisible();
  });

  it('opens on the first bookable day when the 1st cannot be chosen (Sunday 1 September 2030 is closed)', async () => {
    const { user } = open('en', { initialMonth: '2030-09' });
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(focusedName()).toMatch(/^Monday, September 2, 2030, .*, available/);
    const days = within(screen.getByRole('grid')).getAllByRole('button');
    expect(days.filter((day) => day.tabIndex === 0).map((day) => day.dataset['date'])).toEqual([
      '2030-09-02',
    ]);
  });

  it('opens on the chosen day', async () => {
    const { user } = open('en', { initialMonth: '2030-09', selected: '2030-09-20' });
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(focusedName()).toMatch(/^Friday, September 20, 2030/);
  });

  it('moves to the first bookable day once the days it opened without have loaded', async () => {
    const { user } = open('en', { initialMonth: '2030-09', daysLater: true });
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(focusedName()).toMatch(/^Sunday, September 1, 2030$/);
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(focusedName()).toMatch(/^Monday, September 2, 2030, .*, available/);
  });

  it('does not go before the first month on sale', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('grid', { name: 'January 2030' })).toBeVisible();
  });

  it('keeps one tab stop in the grid', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'open' }));
    const days = within(screen.getByRole('grid')).getAllByRole('button');
    expect(days.filter((day) => day.tabIndex === 0)).toHaveLength(1);
  });

  it('chooses a bookable day with Enter, never an unavailable one', async () => {
    const { user, onSelect } = open();
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.keyboard('{End}'); // Sunday 6 January: closed
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2030-01-05');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('closes with Escape and gives the focus back', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: 'January 2030' })).toHaveAttribute('aria-modal', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('keeps the focus inside with Tab and Shift+Tab', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });
});
