import { Flex, chakra } from '@chakra-ui/react';
import { useTranslation } from '@parks/i18n';

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
  return (
    <chakra.fieldset aria-invalid={messageId !== undefined || undefined} aria-describedby={messageId}>
      <chakra.legend fontWeight="semibold" mb="1">
        {t('widget.schedule')}
      </chakra.legend>
      <Flex gap="4" wrap="wrap">
        {schedules.map((time) => (
          <chakra.label key={time} display="inline-flex" alignItems="center" gap="2" cursor="pointer">
            <chakra.input
              type="radio"
              name={name}
              value={time}
              checked={chosen === time}
              onChange={() => onChoose(time)}
              accentColor="brand.solid"
              boxSize="4"
            />
            {time}
          </chakra.label>
        ))}
      </Flex>
    </chakra.fieldset>
  );
}
