import type { ReactElement, SelectHTMLAttributes } from 'react';
import { bookingPartsStyles } from './booking-parts.styles';

export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  /** Chakra's NativeSelect sizes the flows use. @default 'md' */
  size?: 'sm' | 'md';
}

/**
 * A native `<select>` as Chakra's `NativeSelect.Root` / `Field` / `Indicator` rendered it (the same slot
 * recipe, in build-time classes): the booking widget's product and pick-up choices.
 */
export function NativeSelect({ size = 'md', children, ...field }: NativeSelectProps): ReactElement {
  const c = bookingPartsStyles.classes;
  const small = size === 'sm';
  return (
    <div className={small ? c.selectSmall : c.select}>
      <select {...field} className={small ? c.selectFieldSmall : c.selectField}>
        {children}
      </select>
      <div className={small ? c.selectIndicatorSmall : c.selectIndicator}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
    </div>
  );
}
