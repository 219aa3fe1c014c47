import { chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { Language } from '@parks/i18n';
import {
  addDays,
  addMonthsToDate,
  endOfWeek,
  firstOfMonth,
  monthGrid,
  monthOf,
  startOfWeek,
} from '../../core/calendar';
import { weekdayNames } from '../date-picker/date-labels';

/** The keys of the APG date picker's grid and where each moves the focused day. */
function keyMove(key: string, date: string, shiftKey: boolean): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return startOfWeek(date);
    case 'End':
      return endOfWeek(date);
    case 'PageUp':
      return addMonthsToDate(date, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonthsToDate(date, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

export interface MonthGridFocus {
  /** The roving day: the one day of the shown month in the tab order. */
  focusDate: string;
  gridRef: RefObject<HTMLTableElement | null>;
  /** Makes `date` the roving day and moves the focus to it once it is rendered (another month's too). */
  focusDay: (date: string) => void;
  /** Makes `date` the roving day without moving the focus (a click, the days arriving). */
  rove: (date: string) => void;
  /** The month buttons: the same day of the month before or after, when it may be shown. */
  showMonth: (delta: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableElement>) => void;
}

export interface MonthGridFocusOptions {
  /** The month shown, `YYYY-MM`. */
  month: string;
  /** The first month that can be shown (the park's current month). */
  minMonth: string;
  onMonthChange: (month: string) => void;
  /** The first roving day. @default the month's 1st */
  initialFocus?: () => string;
  /** Moves the focus to it at once (a dialog that opens on the grid). @default false */
  focusOnMount?: boolean;
  /** The roving day of a month shown from outside (its buttons, the caller). @default the month's 1st */
  fallback?: (month: string) => string;
}

/**
 * The roving focus and keys of the APG date picker's grid
 * (https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/examples/datepicker-dialog/): arrows move a
 * day or a week, Home / End to the week's first and last day, PageUp / PageDown a month (with Shift a
 * year), never before `minMonth`. Kept by the grid's owner, so it survives the grid being replaced
 * while a month loads: the focus lands on the wanted day when the grid comes back.
 */
export function useMonthGridFocus({
  month,
  minMonth,
  onMonthChange,
  initialFocus = () => firstOfMonth(month),
  focusOnMount = false,
  fallback = firstOfMonth,
}: MonthGridFocusOptions): MonthGridFocus {
  const gridRef = useRef<HTMLTableElement>(null);
  const [wanted, setWanted] = useState(initialFocus);
  // The day the next render must move the focus to; cleared once it has. Naming the day (not a flag)
  // keeps a focus move from landing on a day that is about to be replaced in the same commit.
  const focusTarget = useRef<string | null>(focusOnMount ? wanted : null);
  // The shown month can change from outside (its buttons, the caller); keep the roving day inside it.
  const focusDate = monthOf(wanted) === month ? wanted : fallback(month);

  useEffect(() => {
    if (focusTarget.current !== focusDate) return;
    const button = gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`);
    if (button) {
      button.focus();
      focusTarget.current = null;
    }
  });

  function focusDay(date: string) {
    // Nothing is sold before the first month: the move stops at its first day.
    const day = monthOf(date) < minMonth ? firstOfMonth(minMonth) : date;
    setWanted(day);
    focusTarget.current = day;
    if (monthOf(day) !== month) onMonthChange(monthOf(day));
  }

  function showMonth(delta: number) {
    const date = addMonthsToDate(focusDate, delta);
    if (monthOf(date) < minMonth) return;
    setWanted(date);
    onMonthChange(monthOf(date));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const date = (event.target as HTMLElement).dataset['date'];
    if (!date) return;
    const next = keyMove(event.key, date, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    focusDay(next);
  }

  return { focusDate, gridRef, focusDay, rove: setWanted, showMonth, onKeyDown };
}

export interface MonthGridProps {
  /** The month shown, `YYYY-MM`. */
  month: string;
  language: Language;
  /** The id of the month's heading, the grid's name. */
  labelledBy: string;
  /** 'single': one chosen day (the date picker); 'range': a first and last day and the days between (a stay). */
  mode: 'single' | 'range';
  /** Whether a day is chosen: the chosen day, or a range's ends and the days between. */
  isSelected: (date: string) => boolean;
  focus: Pick<MonthGridFocus, 'focusDate' | 'gridRef' | 'onKeyDown'>;
  /** One day's control: a button with `data-date={date}` and `tabIndex` (0 for the roving day, else -1). */
  renderDay: (date: string, tabIndex: 0 | -1) => ReactNode;
  /**
   * 'dialog': collapsed borders, strong weekday headers, cells of one height, empty ones too (the date
   * picker keeps one size from month to month); 'page': separate borders, muted weekday headers in an
   * `<abbr>`, cells as tall as their buttons and an empty sixth week flat (the hotel calendar).
   * @default 'dialog'
   */
  look?: 'dialog' | 'page';
}

/**
 * One month as an APG grid of six weeks, Monday first, each day a grid cell around its caller's button.
 * The date picker dialog (single mode) and the hotel calendar (range mode) share it.
 */
export function MonthGrid({
  month,
  language,
  labelledBy,
  mode,
  isSelected,
  focus,
  renderDay,
  look = 'dialog',
}: MonthGridProps) {
  const cellHeight = look === 'dialog' ? '12' : undefined;
  return (
    <chakra.table
      ref={focus.gridRef}
      role="grid"
      aria-labelledby={labelledBy}
      aria-multiselectable={mode === 'range' || undefined}
      onKeyDown={focus.onKeyDown}
      width="full"
      tableLayout="fixed"
      borderCollapse={look === 'dialog' ? 'collapse' : undefined}
    >
      <thead>
        <tr>
          {weekdayNames(language).map((weekday) =>
            look === 'dialog' ? (
              <chakra.th
                key={weekday.long}
                scope="col"
                abbr={weekday.long}
                fontSize="xs"
                fontWeight="semibold"
                pb="1"
              >
                {weekday.short}
              </chakra.th>
            ) : (
              <chakra.th key={weekday.long} scope="col" fontSize="xs" color="fg.muted" pb="1">
                <abbr title={weekday.long}>{weekday.short}</abbr>
              </chakra.th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week, row) => (
          <tr key={row}>
            {week.map((date, column) =>
              date ? (
                <chakra.td
                  key={date}
                  role="gridcell"
                  aria-selected={isSelected(date)}
                  p="0.5"
                  height={cellHeight}
                >
                  {renderDay(date, date === focus.focusDate ? 0 : -1)}
                </chakra.td>
              ) : (
                <chakra.td key={`empty-${column}`} height={cellHeight} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}
