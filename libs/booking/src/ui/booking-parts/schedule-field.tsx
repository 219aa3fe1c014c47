import { useTranslation } from '@parks/i18n';
import { bookingPartsStyles } from './booking-parts.styles';

export interface ScheduleFieldProps {
  /** The radio group's name (unique in the page). */
  name: string;
  schedules: readonly string[];
  chosen: string | null;
  onChoose: (schedule: string) => void;
  /** The message saying a schedule is required, when it is shown (SPEC §8). */
  messageId?: string;
}

/** The day's schedules as radio buttons (the booking widget's and the package builder's). */
export function ScheduleField({ name, schedules, chosen, onChoose, messageId }: ScheduleFieldProps) {
  const { t } = useTranslation('booking');
  const c = bookingPartsStyles.classes;
  return (
    <fieldset aria-invalid={messageId !== undefined || undefined} aria-describedby={messageId}>
      <legend className={c.legend}>{t('widget.schedule')}</legend>
      <div className={c.schedules}>
        {schedules.map((time) => (
          <label key={time} className={c.scheduleLabel}>
            <input
              type="radio"
              name={name}
              value={time}
              checked={chosen === time}
              onChange={() => onChoose(time)}
              className={c.choice}
            />
            {time}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
