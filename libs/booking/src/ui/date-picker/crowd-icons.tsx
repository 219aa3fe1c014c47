import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** A small decorative mark in the text's colour (the day's name says what it means). */
function CrowdMark(props: HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg
      viewBox="0 0 16 16"
      boxSize="3"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      {...props}
    />
  );
}

/** A leaf: calm days carry it, so the mark is not told by colour alone (issue 21 §3). */
export function CalmDayIcon(props: HTMLChakraProps<'svg'>) {
  return (
    <CrowdMark {...props}>
      <path d="M14 2C7 2 2.5 5.5 2.5 10.5c0 1 .3 2 .8 2.8L1.5 15l1 1 1.8-1.8c.8.5 1.8.8 2.8.8C11.5 15 14 9.5 14 2zM5 12.5c1.5-2.5 3.5-4.5 6-6-1.9 1.9-3.6 4-5 6.4z" />
    </CrowdMark>
  );
}

/** Three heads: busy days carry it. */
export function BusyDayIcon(props: HTMLChakraProps<'svg'>) {
  return (
    <CrowdMark {...props}>
      <circle cx="3.5" cy="6" r="2" />
      <circle cx="8" cy="5" r="2.3" />
      <circle cx="12.5" cy="6" r="2" />
      <path d="M0 14c0-2.5 1.5-4.5 3.5-4.5S7 11.5 7 14zM4.5 14c0-3 1.6-5.2 3.5-5.2s3.5 2.2 3.5 5.2zM9 14c0-2.5 1.5-4.5 3.5-4.5S16 11.5 16 14z" />
    </CrowdMark>
  );
}
