import type { ReactNode } from 'react';
import { cx } from '@parks/site';
import { layoutBits } from '../shared/static-parts.styles';

interface StaticIconProps {
  /** The size and colour class of the place the icon sits in. */
  className?: string;
}

// The same drawings as icons.tsx, as plain SVG for the read-only parts (no Chakra Icon, no Emotion).
export function staticIcon(paths: ReactNode) {
  return function StaticIcon({ className }: StaticIconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        focusable="false"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cx(layoutBits.classes.icon, className)}
      >
        {paths}
      </svg>
    );
  };
}

export const StaticPhoneIcon = staticIcon(
  <path d="M5 4h3.5l1.8 4.6-2.3 1.5a11 11 0 0 0 5.9 5.9l1.5-2.3L20 15.5V19a1.8 1.8 0 0 1-2 1.8A16.5 16.5 0 0 1 3.2 6 1.8 1.8 0 0 1 5 4Z" />,
);
export const StaticCheckCircleIcon = staticIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.3 2.7 2.7L16.2 9.5" />
  </>,
);
export const StaticClockIcon = staticIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5V12l3 2" />
  </>,
);

/** The park mark (icons.tsx ParkMarkIcon): five petals, one per sense, around a centre. */
export function StaticParkMarkIcon({ className }: StaticIconProps) {
  return (
    <svg viewBox="0 0 32 32" focusable="false" aria-hidden="true" className={cx(layoutBits.classes.icon, className)}>
      <circle cx="16" cy="16" r="4" fill="currentColor" />
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse
          key={angle}
          cx="16"
          cy="7.5"
          rx="4"
          ry="6"
          fill="currentColor"
          opacity="0.85"
          transform={`rotate(${angle} 16 16)`}
        />
      ))}
    </svg>
  );
}
