import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The site-wide focus outline uses `brand.focusRing`, which disappears on a brand-coloured or inverted
 * background; controls placed there draw it in the contrast colour instead.
 */
export const focusRingOnColor: SystemStyleObject = {
  outline: '2px solid',
  outlineColor: 'brand.contrast',
  outlineOffset: '2px',
};
