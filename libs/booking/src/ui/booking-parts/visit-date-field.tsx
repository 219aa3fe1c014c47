import { lazy, Suspense, useRef, type ReactNode } from 'react';
import type { AvailabilityDay, CurrencyCode } from '@parks/contracts';
import { useTranslation, type Language } from '@parks/i18n';
import { WithChakra } from '@parks/site';
import { longDate } from '../date-picker/date-labels';
import { bookingPartsStyles } from './booking-parts.styles';

// The date picker dialog (its month grid, prices, crowd marks) is a chunk of its own (issue 16 step 2): it
// shows only once the visitor opens it, so the widget's page loads without it. Its code is fetched when
// the visitor points at, focuses or touches the date button, with Chakra's runtime (the host's scope, `WithChakra`:
// the field itself is build-time classes); a press made before it arrived opens the
// dialog as soon as it has (the open state is kept; nothing is shown meanwhile, an overlay shifts nothing).
const loadDatePickerDialog = () => import('../date-picker/date-picker-dialog');
const DatePickerDialog = lazy(() =>
  loadDatePickerDialog().then((module) => ({ default: module.DatePickerDialog })),
);
const preloadDatePickerDialog = () => void loadDatePickerDialog().catch(() => undefined);

export interface VisitDateFieldProps {
  /** The chosen date, `YYYY-MM-DD`, or null. */
  date: string | null;
  /** The month the dialog shows, `YYYY-MM`; null until the park's day is known (the button waits). */
  month: string | null;
  /** The park's day, `YYYY-MM-DD`; null on the server and before hydration. */
  today: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMonthChange: (month: string) => void;
  onSelect: (date: string) => void;
  /** The shown month's days; null while they load or after a failure. */
  days: readonly AvailabilityDay[] | null;
  currency: CurrencyCode;
  language: Language;
  loading: boolean;
  /** The price error (SPEC §8), shown in the dialog. */
  error?: ReactNode;
  onRetry: () => void;
}

/**
 * The visit date: a button naming the chosen day, opening the date picker dialog, and the focus back on
 * the button when the dialog closes (the booking widget's and the package builder's).
 */
export function VisitDateField({
  date,
  month,
  today,
  open,
  onOpenChange,
  onMonthChange,
  onSelect,
  days,
  currency,
  language,
  loading,
  error,
  onRetry,
}: VisitDateFieldProps) {
  const { t } = useTranslation('booking');
  const button = useRef<HTMLButtonElement>(null);

  function close() {
    onOpenChange(false);
    button.current?.focus();
  }

  return (
    <>
      <div>
        <p className={bookingPartsStyles.classes.dateLabel} aria-hidden="true">
          {t('widget.date')}
        </p>
        <button
          ref={button}
          type="button"
          className={bookingPartsStyles.classes.dateButton}
          aria-haspopup="dialog"
          aria-label={
            date
              ? t('widget.dateButton', { date: longDate(date, language) })
              : `${t('widget.date')}, ${t('widget.chooseDate')}`
          }
          disabled={today === null || month === null}
          onPointerEnter={preloadDatePickerDialog}
          onFocus={preloadDatePickerDialog}
          onTouchStart={preloadDatePickerDialog}
          onClick={() => onOpenChange(true)}
        >
          {date ? longDate(date, language) : t('widget.chooseDate')}
        </button>
      </div>
      {open && month && today && (
        <Suspense fallback={null}>
          <WithChakra>
            <DatePickerDialog
              month={month}
              minMonth={today.slice(0, 7)}
              onMonthChange={onMonthChange}
              selected={date}
              onSelect={(chosen) => {
                onSelect(chosen);
                close();
              }}
              onClose={close}
              days={days}
              currency={currency}
              language={language}
              loading={loading}
              error={error}
              onRetry={onRetry}
            />
          </WithChakra>
        </Suspense>
      )}
    </>
  );
}
