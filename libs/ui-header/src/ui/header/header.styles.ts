import type { SystemStyleObject } from '@chakra-ui/react';
import { defineStaticStyles } from '@parks/site';
import { bareList, stack } from '../shared/chakra-layout';
import { focusRingOnColor } from '../shared/focus-ring';

const container = (css: SystemStyleObject) => ({ recipe: 'container', css: { maxW: '7xl', ...css } });
const utilityContainer: SystemStyleObject = {
  py: '1.5',
  display: 'flex',
  alignItems: 'center',
  rowGap: '1.5',
  flexWrap: 'wrap',
};
const homeLink: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2.5',
  color: 'inherit',
  fontFamily: 'heading',
  fontWeight: 'bold',
  letterSpacing: 'tight',
  lineHeight: '1',
  textDecoration: 'none',
  flexShrink: '0',
  _hover: { textDecoration: 'none' },
  _focusVisible: focusRingOnColor,
};
const mark: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  rounded: 'full',
  bg: 'brand.contrast',
  color: 'brand.solid',
  flexShrink: '0',
};
const languageItem: SystemStyleObject = {
  display: 'inline-block',
  py: '0.5',
  rounded: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  textDecoration: 'none',
};

/** The header bar's static classes (the Chakra props it had, through the same recipes; issue 16 step 1). */
export const headerStyles = defineStaticStyles('pk-header', {
  root: {
    css: {
      position: 'sticky',
      top: '0',
      zIndex: 'sticky',
      boxShadow: 'md',
      transition: 'transform 0.25s ease-out',
      _motionReduce: { transition: 'none' },
      '&[data-scroll-hidden]:not(:focus-within)': { transform: 'translateY(-100%)' },
    },
  },
  utilityBar: { css: { bg: 'surface.inverted', color: 'brand.contrast', fontSize: 'sm' } },
  utilityContainer: container({ ...utilityContainer, columnGap: '4' }),
  utilityContainerMobile: container({ ...utilityContainer, columnGap: '3' }),
  utilityEnd: { css: { ...stack('row'), gap: '3', ms: 'auto' } },
  brandBar: { css: { bg: 'brand.solid', color: 'brand.contrast' } },
  // Mobile: the park and the cart on the first row, search and account on the second.
  mobileContainer: container({ py: '2.5' }),
  mobileFirstRow: {
    css: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' },
  },
  mobileSecondRow: { css: { display: 'flex', alignItems: 'center', gap: '3', mt: '2.5' } },
  mobileSearch: { css: { flex: '1', minW: '0' } },
  desktopContainer: container({
    py: '3.5',
    display: 'flex',
    alignItems: 'center',
    columnGap: '8',
    rowGap: '2.5',
    flexWrap: 'wrap',
  }),
  desktopSearch: { css: { flex: '1', minW: '16rem', maxW: '2xl' } },
  desktopEnd: { css: { display: 'flex', alignItems: 'center', gap: '3', ms: 'auto' } },
  homeLink: { recipe: 'link', css: { ...homeLink, fontSize: '2xl' } },
  homeLinkMobile: { recipe: 'link', css: { ...homeLink, fontSize: 'lg' } },
  mark: { css: { ...mark, boxSize: '11' } },
  markMobile: { css: { ...mark, boxSize: '9' } },
  markIcon: { css: { boxSize: '70%' } },
  avatar: {
    slotRecipe: ['avatar', 'root'],
    variants: { size: 'sm' },
    css: { bg: 'brand.contrast', color: 'brand.fg' },
  },
  avatarFallback: { slotRecipe: ['avatar', 'fallback'], variants: { size: 'sm' } },
  avatarImage: { slotRecipe: ['avatar', 'image'], variants: { size: 'sm' } },
  // The phone lines.
  phones: { css: { display: 'flex', flexWrap: 'wrap', columnGap: '5', rowGap: '1', ...bareList } },
  phone: {
    recipe: 'link',
    css: {
      color: 'inherit',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      textDecoration: 'none',
      _hover: { textDecoration: 'underline' },
      _focusVisible: focusRingOnColor,
    },
  },
  phoneIcon: { css: { boxSize: '3.5' } },
  phoneCountry: { css: { fontWeight: 'semibold' } },
  phoneNumber: { css: { color: 'brand.muted', whiteSpace: 'nowrap' } },
  // The language switch.
  languages: {
    css: {
      display: 'flex',
      gap: '1',
      ...bareList,
      p: '0.5',
      rounded: 'full',
      borderWidth: '1px',
      borderColor: 'brand.muted/40',
    },
  },
  language: { css: { ...languageItem, px: '2.5' } },
  languageCompact: { css: { ...languageItem, px: '2' } },
  languageCurrent: { css: { bg: 'brand.contrast', color: 'brand.fg' } },
  languageOther: { css: { bg: 'transparent', color: 'inherit' } },
  languageLink: {
    recipe: 'link',
    css: { _hover: { textDecoration: 'underline' }, _focusVisible: focusRingOnColor },
  },
});
