import type { ReactNode } from 'react';
import { useTranslation } from '@parks/i18n';
import { canDecrement, canIncrement, type PassengerBand } from '../../core/passengers';
import type { BookingFlow } from './booking-flow';
import { PassengerStepper } from '../booking-widget/passenger-stepper';
import { bookingPartsStyles } from './booking-parts.styles';

export interface PassengerFieldsProps {
  legend: string;
  passengers: Readonly<Record<PassengerBand, number>>;
  /** Each band's age line (SPEC §9). */
  hints: Readonly<Record<PassengerBand, string>>;
  canAdd: (band: PassengerBand) => boolean;
  canRemove: (band: PassengerBand) => boolean;
  onStep: (band: PassengerBand, delta: number) => void;
  /** A line under the steppers (infants go free). */
  note?: ReactNode;
}

const BANDS = [
  { band: 'adults', label: 'widget.adults', add: 'widget.addAdult', remove: 'widget.removeAdult' },
  { band: 'children', label: 'widget.children', add: 'widget.addChild', remove: 'widget.removeChild' },
] as const;

/** The visitors: adults and children, each a stepper, in one fieldset (the three booking flows'). */
export function PassengerFields({
  legend,
  passengers,
  hints,
  canAdd,
  canRemove,
  onStep,
  note,
}: PassengerFieldsProps) {
  const { t } = useTranslation('booking');
  return (
    <fieldset className={bookingPartsStyles.classes.visitors}>
      <legend className={bookingPartsStyles.classes.legend}>{legend}</legend>
      {BANDS.map(({ band, label, add, remove }) => (
        <PassengerStepper
          key={band}
          label={t(label)}
          hint={hints[band]}
          count={passengers[band]}
          addLabel={t(add)}
          removeLabel={t(remove)}
          canAdd={canAdd(band)}
          canRemove={canRemove(band)}
          onStep={(delta) => onStep(band, delta)}
        />
      ))}
      {note && <p className={bookingPartsStyles.classes.muted}>{note}</p>}
    </fieldset>
  );
}

/**
 * The park visitors of a flow (the booking widget's, the package builder's): SPEC §9's bands and limits,
 * infants free.
 */
export function VisitorFields({ flow }: { flow: Pick<BookingFlow, 'passengers' | 'stepPassengers'> }) {
  const { t } = useTranslation('booking');
  return (
    <PassengerFields
      legend={t('widget.passengers')}
      passengers={flow.passengers}
      hints={{ adults: t('widget.adultsHint'), children: t('widget.childrenHint') }}
      canAdd={(band) => canIncrement(flow.passengers, band)}
      canRemove={(band) => canDecrement(flow.passengers, band)}
      onStep={flow.stepPassengers}
      note={t('widget.infantsInfo')}
    />
  );
}
