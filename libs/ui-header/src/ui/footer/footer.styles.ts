import type { SystemStyleObject } from '@chakra-ui/react';
import { defineStaticStyles } from '@parks/site';
import { bareList, simpleGrid, stack } from '../shared/chakra-layout';
import { focusRingOnColor } from '../shared/focus-ring';

const heading: SystemStyleObject = {
  fontSize: 'sm',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  lineHeight: 'short',
  mb: '4',
};

/** The footer's static classes (the Chakra props it had, through the same recipes). */
export const footerStyles = defineStaticStyles('pk-footer', {
  root: { css: { bg: 'surface.inverted', color: 'brand.contrast' } },
  benefits: { css: { bg: 'surface.raised', color: 'brand.fg' } },
  benefitsContainer: { recipe: 'container', css: { maxW: '7xl', py: '8' } },
  benefitsHeading: { recipe: 'heading', css: { ...heading, textAlign: { base: 'start', lg: 'center' } } },
  benefitsList: { css: { ...simpleGrid({ base: 1, sm: 2, lg: 5 }), gap: '4', ...bareList } },
  benefit: {
    css: { ...stack('row'), gap: '3', bg: 'bg', rounded: 'xl', px: '4', py: '3', boxShadow: 'xs' },
  },
  benefitIcon: { css: { boxSize: '6', flexShrink: '0', color: 'brand.solid' } },
  benefitText: { css: { fontSize: 'sm', fontWeight: 'semibold', lineHeight: 'short' } },
  mainContainer: { recipe: 'container', css: { maxW: '7xl', py: { base: '10', md: '14' } } },
  columns: {
    css: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', md: '1fr 1fr', lg: '2fr 1fr 1.3fr' },
      gap: { base: '10', lg: '12' },
    },
  },
  heading: { recipe: 'heading', css: heading },
  contact: { css: { ...stack(), gap: '10' } },
  phone: {
    recipe: 'link',
    css: {
      color: 'brand.contrast',
      fontSize: 'xl',
      fontWeight: 'bold',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      textDecoration: 'none',
      _hover: { textDecoration: 'underline' },
      _focusVisible: focusRingOnColor,
    },
  },
  phoneIcon: { css: { boxSize: '5' } },
  hours: { css: { mt: '2', fontSize: 'sm', color: 'brand.muted', display: 'flex', alignItems: 'center', gap: '2' } },
  hoursIcon: { css: { boxSize: '4', flexShrink: '0' } },
  accountLinks: { css: { ...stack(), gap: '1.5', ...bareList, mt: '4', fontSize: 'sm' } },
  accountLink: {
    recipe: 'link',
    css: { color: 'brand.contrast', textDecoration: 'underline', _focusVisible: focusRingOnColor },
  },
  socialList: { css: { display: 'flex', flexWrap: 'wrap', gap: '2', ...bareList } },
  social: {
    recipe: 'link',
    css: {
      display: 'inline-block',
      px: '4',
      py: '1.5',
      rounded: 'full',
      borderWidth: '1px',
      borderColor: 'brand.muted',
      color: 'brand.contrast',
      fontSize: 'sm',
      fontWeight: 'semibold',
      textDecoration: 'none',
      _hover: { bg: 'brand.contrast', color: 'brand.fg' },
      _focusVisible: focusRingOnColor,
    },
  },
  newsletter: {
    css: { bg: 'brand.solid', rounded: '2xl', p: { base: '5', md: '6' }, alignSelf: 'start' },
  },
  bottom: { css: { borderTopWidth: '1px', borderColor: 'brand.contrast/20' } },
  bottomContainer: {
    recipe: 'container',
    css: {
      maxW: '7xl',
      py: '6',
      display: 'flex',
      flexDirection: { base: 'column', md: 'row' },
      alignItems: { base: 'flex-start', md: 'center' },
      justifyContent: 'space-between',
      gap: '4',
    },
  },
  paymentsHeading: { recipe: 'heading', css: { ...heading, mb: '2' } },
  paymentList: { css: { display: 'flex', flexWrap: 'wrap', gap: '2', ...bareList } },
  payment: {
    css: {
      bg: 'bg',
      color: 'fg',
      rounded: 'md',
      px: '2.5',
      py: '1',
      fontSize: 'xs',
      fontWeight: 'bold',
      letterSpacing: 'wide',
      boxShadow: 'xs',
    },
  },
  rights: { css: { fontSize: 'xs', color: 'brand.muted' } },
});
