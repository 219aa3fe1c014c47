import { useId } from 'react';
import { bookingPartsStyles } from '../booking-parts/booking-parts.styles';

export interface PassengerStepperProps {
  label: string;
  hint: string;
  count: number;
  addLabel: string;
  removeLabel: string;
  canAdd: boolean;
  canRemove: boolean;
  onStep: (delta: number) => void;
}

/** A labelled count with − and + buttons; the count is announced when it changes. */
export function PassengerStepper({
  label,
  hint,
  count,
  addLabel,
  removeLabel,
  canAdd,
  canRemove,
  onStep,
}: PassengerStepperProps) {
  const labelId = useId();
  const c = bookingPartsStyles.classes;
  return (
    <div role="group" aria-labelledby={labelId} className={c.stepper}>
      <div id={labelId}>
        <p className={c.stepperName}>{label}</p>
        <p className={c.muted}>{hint}</p>
      </div>
      <div className={c.stepperControls}>
        <button
          type="button"
          className={c.stepperButton}
          aria-label={removeLabel}
          disabled={!canRemove}
          onClick={() => onStep(-1)}
        >
          −
        </button>
        <span aria-live="polite" className={c.stepperCount}>
          {count}
        </span>
        <button
          type="button"
          className={c.stepperButton}
          aria-label={addLabel}
          disabled={!canAdd}
          onClick={() => onStep(1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
