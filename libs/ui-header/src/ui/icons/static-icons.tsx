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
    <svg
      viewBox="0 0 32 32"
      focusable="false"
      aria-hidden="true"
      className={cx(layoutBits.classes.icon, className)}
    >
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

export const StaticChatIcon = staticIcon(
  <>
    <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-5 4v-4.2A1.5 1.5 0 0 1 4 14.5Z" />
    <path d="M8.5 10h.01M12 10h.01M15.5 10h.01" />
  </>,
);
export const StaticMessengerIcon = staticIcon(
  <path d="m3.5 11.2 16.8-7.4-5.6 16.4-3.4-6.6Zm7.8 2.4 9-9.8" />,
);
export const StaticHomeIcon = staticIcon(
  <path d="M3.5 10.5 12 4l8.5 6.5V20a1 1 0 0 1-1 1H15v-6H9v6H4.5a1 1 0 0 1-1-1Z" />,
);
export const StaticInfoIcon = staticIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.6v.01" />
  </>,
);
export const StaticSparkleIcon = staticIcon(
  <>
    <path d="m11 3 1.9 5.1L18 10l-5.1 1.9L11 17l-1.9-5.1L4 10l5.1-1.9Z" />
    <path d="m18.5 15 .8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8Z" />
  </>,
);
export const StaticTicketIcon = staticIcon(
  <>
    <path d="M3 7.5A1.5 1.5 0 0 1 4.5 6h15A1.5 1.5 0 0 1 21 7.5V10a2 2 0 0 0 0 4v2.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 16.5V14a2 2 0 0 0 0-4Z" />
    <path d="M15 6.5v2M15 11v2M15 15.5v2" />
  </>,
);
export const StaticMenuIcon = staticIcon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const StaticCloseIcon = staticIcon(<path d="M6 6l12 12M18 6 6 18" />);
