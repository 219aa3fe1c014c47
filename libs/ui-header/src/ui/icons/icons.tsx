import { createIcon } from '@chakra-ui/react';

// Original line icons drawn for the layout (24×24, stroked with the current text colour), so the lib
// needs no icon package. They are decorative: every control carries its own accessible name.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const PhoneIcon = createIcon({
  displayName: 'PhoneIcon',
  defaultProps: stroke,
  path: (
    <path d="M5 4h3.5l1.8 4.6-2.3 1.5a11 11 0 0 0 5.9 5.9l1.5-2.3L20 15.5V19a1.8 1.8 0 0 1-2 1.8A16.5 16.5 0 0 1 3.2 6 1.8 1.8 0 0 1 5 4Z" />
  ),
});

export const ChatIcon = createIcon({
  displayName: 'ChatIcon',
  defaultProps: stroke,
  path: [
    <path
      key="bubble"
      d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-5 4v-4.2A1.5 1.5 0 0 1 4 14.5Z"
    />,
    <path key="dots" d="M8.5 10h.01M12 10h.01M15.5 10h.01" />,
  ],
});

export const MessengerIcon = createIcon({
  displayName: 'MessengerIcon',
  defaultProps: stroke,
  path: <path d="m3.5 11.2 16.8-7.4-5.6 16.4-3.4-6.6Zm7.8 2.4 9-9.8" />,
});

export const HomeIcon = createIcon({
  displayName: 'HomeIcon',
  defaultProps: stroke,
  path: <path d="M3.5 10.5 12 4l8.5 6.5V20a1 1 0 0 1-1 1H15v-6H9v6H4.5a1 1 0 0 1-1-1Z" />,
});

export const InfoIcon = createIcon({
  displayName: 'InfoIcon',
  defaultProps: stroke,
  path: [<circle key="ring" cx="12" cy="12" r="9" />, <path key="i" d="M12 11v5.5M12 7.6v.01" />],
});

export const SparkleIcon = createIcon({
  displayName: 'SparkleIcon',
  defaultProps: stroke,
  path: [
    <path key="big" d="m11 3 1.9 5.1L18 10l-5.1 1.9L11 17l-1.9-5.1L4 10l5.1-1.9Z" />,
    <path key="small" d="m18.5 15 .8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8Z" />,
  ],
});

export const TicketIcon = createIcon({
  displayName: 'TicketIcon',
  defaultProps: stroke,
  path: [
    <path
      key="ticket"
      d="M3 7.5A1.5 1.5 0 0 1 4.5 6h15A1.5 1.5 0 0 1 21 7.5V10a2 2 0 0 0 0 4v2.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 16.5V14a2 2 0 0 0 0-4Z"
    />,
    <path key="tear" d="M15 6.5v2M15 11v2M15 15.5v2" />,
  ],
});

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  defaultProps: stroke,
  path: <path d="M4 7h16M4 12h16M4 17h16" />,
});

export const CloseIcon = createIcon({
  displayName: 'CloseIcon',
  defaultProps: stroke,
  path: <path d="M6 6l12 12M18 6 6 18" />,
});

export const CheckCircleIcon = createIcon({
  displayName: 'CheckCircleIcon',
  defaultProps: stroke,
  path: [<circle key="ring" cx="12" cy="12" r="9" />, <path key="tick" d="m8 12.3 2.7 2.7L16.2 9.5" />],
});

export const ClockIcon = createIcon({
  displayName: 'ClockIcon',
  defaultProps: stroke,
  path: [<circle key="ring" cx="12" cy="12" r="9" />, <path key="hands" d="M12 7.5V12l3 2" />],
});

/** The park mark: five petals, one per sense, around a centre. */
export const ParkMarkIcon = createIcon({
  displayName: 'ParkMarkIcon',
  viewBox: '0 0 32 32',
  path: [
    <circle key="c" cx="16" cy="16" r="4" fill="currentColor" />,
    ...[0, 72, 144, 216, 288].map((angle) => (
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
    )),
  ],
});
