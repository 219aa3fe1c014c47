import { Box, Button, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { DatePickerDialog } from '@parks/booking';
import { availabilityMessage, todayIn, type BookingMessageKey } from '@parks/booking/core';
import { useCartApi } from '@parks/cart';
import type { ProductAvailability } from '@parks/contracts';
import { formatLongDate, useTranslation } from '@parks/i18n';
import { NativeBookingDateField, type BookingDateFieldProps } from '@parks/payments';

/**
 * The booking page's new-date field (issue 20 §2): the booking lib's date picker (a button and the APG
 * dialog, with each day's availability, price and calm or busy mark for the line's product, in the
 * order's currency), posting its date in a hidden `date` field of the same form. The server renders the
 * native date input, and the page keeps it until its scripts run: the form works without them.
 */
export function BookingDatePicker(props: BookingDateFieldProps): ReactElement {
  const { booking, line, language, name, label } = props;
  const { t } = useTranslation('booking');
  const api = useCartApi();
  const trigger = useRef<HTMLButtonElement>(null);
  // The park's day, read in the browser only (after hydration): until then, the native input.
  const [today, setToday] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [availability, setAvailability] = useState<ProductAvailability | null>(null);
  const [failure, setFailure] = useState<BookingMessageKey | null>(null);
  const [reload, setReload] = useState(0);

  const native = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // A visitor typing in the native input as the scripts arrive keeps it (the picker would take the
    // focus and the half-typed date); a date typed before is carried into the picker.
    if (native.current && document.activeElement === native.current) return;
    const typed = native.current?.value ?? '';
    if (/^\d{4}-\d{2}-\d{2}$/.test(typed)) setSelected(typed);
    const day = todayIn(booking.TimeZone);
    setToday(day);
    // The visit's month first, unless it is past: the new date is near the old one more often than not.
    setMonth(line.Date > day ? line.Date.slice(0, 7) : day.slice(0, 7));
  }, [booking.TimeZone, line.Date]);

  useEffect(() => {
    if (!open || month === null) return;
    const controller = new AbortController();
    setFailure(null);
    void api
      .getAvailability(
        line.ProductId,
        { Month: month, Currency: booking.Currency },
        { signal: controller.signal },
      )
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok) setAvailability(result.data);
        else if (result.error.kind !== 'canceled') setFailure(availabilityMessage(result.error));
      });
    return () => controller.abort();
  }, [api, booking.Currency, line.ProductId, month, open, reload]);

  if (today === null || month === null) return <NativeBookingDateField {...props} inputRef={native} />;

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const shown =
    availability?.IdProduct === line.ProductId && availability.Month === month ? availability : null;
  return (
    <Box>
      <Text fontWeight="medium" fontSize="sm" mb="1.5">
        {label}
      </Text>
      <input type="hidden" name={name} value={selected ?? ''} />
      <Button
        ref={trigger}
        type="button"
        variant="outline"
        minW="xs"
        justifyContent="flex-start"
        aria-haspopup="dialog"
        aria-label={`${label}, ${selected ? formatLongDate(selected, language) : t('widget.chooseDate')}`}
        onClick={() => setOpen(true)}
      >
        {selected ? formatLongDate(selected, language) : t('widget.chooseDate')}
      </Button>
      {open ? (
        <DatePickerDialog
          month={month}
          minMonth={today.slice(0, 7)}
          onMonthChange={setMonth}
          selected={selected}
          onSelect={(date) => {
            setSelected(date);
            close();
          }}
          onClose={close}
          days={shown ? shown.Days : null}
          currency={booking.Currency}
          language={language}
          loading={shown === null && failure === null}
          error={failure ? t(`messages.${failure}`) : undefined}
          onRetry={() => setReload((count) => count + 1)}
        />
      ) : null}
    </Box>
  );
}
