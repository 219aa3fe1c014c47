import { Box, Button, Flex, Heading, Spinner, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { AvailabilityDay, CurrencyCode } from '@parks/contracts';
import { currencyByCode, formatAmount } from '@parks/currency/core';
import { useTranslation, type Language } from '@parks/i18n';
import { firstOfMonth, monthOf } from '../../core/calendar';
import { cheapestDates } from '../../core/cheapest-days';
import { crowdLevelName, hasCrowdLevels } from '../../core/crowd-levels';
import { calendarCellPrice } from './calendar-cell-price';
import { MonthGrid, useMonthGridFocus } from '../month-grid/month-grid';
import { longDate, monthLabel } from './date-labels';
import { LowestPriceIcon } from './lowest-price-icon';
import { BusyDayIcon, CalmDayIcon } from './crowd-icons';

export interface DatePickerDialogProps {
  /** The month shown, `YYYY-MM`. */
  month: string;
  /** The first month that can be shown (the park's current month). */
  minMonth: string;
  onMonthChange: (month: string) => void;
  /** The chosen date, `YYYY-MM-DD`, or null. */
  selected: string | null;
  /** A bookable day was chosen; the dialog closes after it. */
  onSelect: (date: string) => void;
  /** Escape, the close button or the backdrop; the caller puts focus back on its trigger. */
  onClose: () => void;
  /** The shown month's days; null while they load or after a failure. */
  days: readonly AvailabilityDay[] | null;
  currency: CurrencyCode;
  language: Language;
  /** @default false */
  loading?: boolean;
  /** The price error (SPEC §8), shown in place of the prices. */
  error?: ReactNode;
  onRetry?: () => void;
}

const firstBookable = (days: readonly AvailabilityDay[] | null) => days?.find((day) => day.Available)?.Date;

const FOCUSABLE = 'button:not([disabled]), [href], select, input, [tabindex]:not([tabindex="-1"])';

/**
 * The date picker dialog of the WAI-ARIA APG pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/examples/datepicker-dialog/): a modal dialog
 * with a month grid, arrow keys / Home / End / PageUp / PageDown, Escape, and focus kept inside.
 * Each day's name says its date, price, availability, whether it is the lowest price and whether it is a
 * calm or a busy day (issue 21 §3: the crowd level park-api gives with the prices).
 */
export function DatePickerDialog({
  month,
  minMonth,
  onMonthChange,
  selected,
  onSelect,
  onClose,
  days,
  currency,
  language,
  loading = false,
  error,
  onRetry,
}: DatePickerDialogProps) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  const keysId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  const byDate = useMemo(() => new Map((days ?? []).map((day) => [day.Date, day])), [days]);
  const cheapest = useMemo(() => cheapestDates(days ?? []), [days]);
  const withCrowds = useMemo(() => hasCrowdLevels(days ?? []), [days]);
  const bookable = (date: string) => byDate.get(date)?.Available === true;

  // The dialog opens on the chosen day, else on the month's first bookable day (APG: never on a day that
  // cannot be chosen, such as a past Sunday on the 1st); while the days load, on the 1st until they come.
  const chosenShown = selected !== null && monthOf(selected) === month;
  const grid = useMonthGridFocus({
    month,
    minMonth,
    onMonthChange,
    initialFocus: () =>
      selected !== null && chosenShown ? selected : (firstBookable(days) ?? firstOfMonth(month)),
    focusOnMount: true,
  });
  const placed = useRef(chosenShown || days !== null);
  const { focusDate, focusDay } = grid;
  useEffect(() => {
    if (placed.current || !days || monthOf(focusDate) !== month) return;
    placed.current = true;
    const first = firstBookable(days);
    if (first && first !== focusDate) focusDay(first);
  }, [days, focusDate, focusDay, month]);

  function onDialogKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.tabIndex >= 0 && element.getAttribute('aria-hidden') !== 'true',
    );
    const first = focusables[0];
    const last = focusables.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function dayName(date: string): string {
    const day = byDate.get(date);
    const parts = [longDate(date, language)];
    if (day) {
      parts.push(
        day.AdultPrice === null ? t('messages.priceUnavailable') : formatAmount(day.AdultPrice, currency),
        t(day.Available ? 'calendar.available' : 'calendar.unavailable'),
      );
      if (cheapest.has(date)) parts.push(t('calendar.lowestPriceName'));
      // Only a day that can be bought is worth a crowd mark.
      const crowd = day.Available ? crowdLevelName(day.CrowdLevel) : undefined;
      if (crowd) parts.push(t(crowd));
    }
    return parts.join(', ');
  }

  return (
    // The backdrop covers the page (fixed): opening the dialog moves nothing underneath.
    <Box
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="blackAlpha.600"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="4"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Box
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={keysId}
        onKeyDown={onDialogKey}
        bg="bg"
        color="fg"
        rounded="l3"
        shadow="lg"
        p="4"
        width="min(26rem, 100%)"
        maxHeight="100%"
        overflowY="auto"
      >
        <Flex align="center" justify="space-between" gap="2" mb="3">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => grid.showMonth(-1)}
            disabled={month <= minMonth}
            aria-label={t('calendar.previousMonth')}
          >
            ‹
          </Button>
          <Heading as="h2" id={headingId} size="md" aria-live="polite" textAlign="center">
            {monthLabel(month, language)}
          </Heading>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => grid.showMonth(1)}
            aria-label={t('calendar.nextMonth')}
          >
            ›
          </Button>
        </Flex>
        <Box position="relative">
          <MonthGrid
            month={month}
            language={language}
            labelledBy={headingId}
            mode="single"
            isSelected={(date) => date === selected}
            focus={grid}
            renderDay={(date, tabIndex) => (
              <DayCell
                date={date}
                name={dayName(date)}
                day={byDate.get(date)}
                currency={currency}
                selected={date === selected}
                tabIndex={tabIndex}
                bookable={bookable(date)}
                cheapest={cheapest.has(date)}
                onChoose={() => {
                  grid.rove(date);
                  if (bookable(date)) onSelect(date);
                }}
              />
            )}
          />
          {loading && (
            <Flex
              role="status"
              position="absolute"
              inset="0"
              align="center"
              justify="center"
              gap="2"
              bg="bg/80"
            >
              <Spinner size="sm" />
              <Text>{t('calendar.loading')}</Text>
            </Flex>
          )}
        </Box>
        {error && !loading && (
          <Box role="alert" mt="3" p="3" rounded="l2" bg="bg.error" color="fg.error">
            <Text>{error}</Text>
            {onRetry && (
              <Button mt="2" size="sm" variant="outline" onClick={onRetry}>
                {t('calendar.retry')}
              </Button>
            )}
          </Box>
        )}
        <Flex mt="3" gap="4" wrap="wrap" fontSize="sm" color="fg.muted" align="center">
          <Flex as="span" align="center" gap="1" color="accent.fg">
            <LowestPriceIcon />
            {t('calendar.lowestPrice')}
          </Flex>
          {withCrowds && (
            <>
              <Flex as="span" align="center" gap="1" color="fg">
                <CalmDayIcon />
                {t('calendar.calmDay')}
              </Flex>
              <Flex as="span" align="center" gap="1" color="fg">
                <BusyDayIcon />
                {t('calendar.busyDay')}
              </Flex>
            </>
          )}
          <span>{t('calendar.pricesIn', { currency: currencyByCode(currency).presentation_symbol })}</span>
        </Flex>
        <Text id={keysId} mt="2" fontSize="xs" color="fg.muted">
          {t('calendar.keys')}
        </Text>
        <Flex justify="flex-end" mt="3">
          <Button size="sm" variant="outline" onClick={onClose}>
            {t('calendar.close')}
          </Button>
        </Flex>
      </Box>
    </Box>
  );
}

interface DayCellProps {
  date: string;
  name: string;
  day: AvailabilityDay | undefined;
  currency: CurrencyCode;
  selected: boolean;
  tabIndex: 0 | -1;
  bookable: boolean;
  cheapest: boolean;
  onChoose: () => void;
}

function DayCell({
  date,
  name,
  day,
  currency,
  selected,
  tabIndex,
  bookable,
  cheapest,
  onChoose,
}: DayCellProps) {
  const price = day?.AdultPrice ?? null;
  const crowd = bookable ? day?.CrowdLevel : undefined;
  return (
    <chakra.button
      type="button"
      data-date={date}
      tabIndex={tabIndex}
      aria-label={name}
      // Unbookable days stay focusable, so the arrow keys can pass over them (APG).
      aria-disabled={bookable ? undefined : true}
      onClick={onChoose}
      position="relative"
      width="full"
      height="full"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      rounded="l2"
      borderWidth="1px"
      borderColor={selected ? 'brand.solid' : cheapest ? 'accent.emphasized' : 'transparent'}
      bg={selected ? 'brand.solid' : cheapest ? 'accent.subtle' : 'transparent'}
      color={selected ? 'brand.contrast' : bookable ? 'fg' : 'fg.muted'}
      cursor={bookable ? 'pointer' : 'not-allowed'}
      _hover={bookable && !selected ? { bg: 'brand.subtle' } : undefined}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
    >
      <chakra.span
        fontSize="sm"
        fontWeight="semibold"
        lineHeight="1.1"
        textDecoration={bookable ? undefined : 'line-through'}
      >
        {Number(date.slice(8, 10))}
      </chakra.span>
      {cheapest && <LowestPriceIcon boxSize="2" position="absolute" top="1" insetEnd="1" />}
      {crowd === 'calm' && (
        <CalmDayIcon data-crowd="calm" boxSize="2" position="absolute" top="1" insetStart="1" />
      )}
      {crowd === 'busy' && (
        <BusyDayIcon data-crowd="busy" boxSize="2" position="absolute" top="1" insetStart="1" />
      )}
      <chakra.span fontSize="2xs" lineHeight="1.1" whiteSpace="nowrap">
        {day && bookable && price !== null ? calendarCellPrice(price, currency) : '—'}
      </chakra.span>
    </chakra.button>
  );
}
