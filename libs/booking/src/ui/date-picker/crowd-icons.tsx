import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { CALM_LEAF_PATH } from './crowd-marks';

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
      <path d={CALM_LEAF_PATH} />
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
