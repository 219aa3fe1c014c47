import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** A star: the cheapest days carry it so the mark is not told by colour alone. */
export function LowestPriceIcon(props: HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg
      viewBox="0 0 16 16"
      boxSize="3"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      {...props}
    >
      <path d="M8 1.2l2.1 4.3 4.7.7-3.4 3.3.8 4.7L8 12l-4.2 2.2.8-4.7L1.2 6.2l4.7-.7z" />
    </chakra.svg>
  );
}
