import { defineStaticStyles } from '@parks/site';

/** The error and offline pages' card: the static classes of the Chakra props it had. */
export const errorLayoutStyles = defineStaticStyles('pk-error', {
  container: { recipe: 'container', css: { maxW: '3xl', py: { base: '12', md: '20' } } },
  card: {
    css: {
      bg: 'bg',
      borderWidth: '1px',
      borderColor: 'border',
      rounded: '3xl',
      boxShadow: 'lg',
      px: { base: '6', md: '12' },
      py: { base: '10', md: '14' },
      textAlign: 'center',
    },
  },
  code: {
    css: {
      fontFamily: 'heading',
      fontWeight: 'black',
      fontSize: { base: '6xl', md: '8xl' },
      lineHeight: '1',
      letterSpacing: 'tighter',
      color: 'brand.solid',
      mb: '4',
    },
  },
  mark: {
    css: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSize: '16',
      mx: 'auto',
      mb: '6',
      rounded: 'full',
      bg: 'brand.subtle',
      color: 'brand.solid',
    },
  },
  markIcon: { css: { boxSize: '10' } },
  title: { recipe: 'heading', css: { fontFamily: 'heading', fontSize: { base: '2xl', md: '4xl' }, mb: '3' } },
  text: { css: { fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', mb: '8' } },
  home: {
    recipe: 'link',
    css: {
      display: 'inline-flex',
      alignItems: 'center',
      px: '8',
      py: '3',
      rounded: 'full',
      bg: 'brand.solid',
      color: 'brand.contrast',
      fontWeight: 'bold',
      textDecoration: 'none',
      _hover: { bg: 'brand.fg', textDecoration: 'none' },
    },
  },
  homeSpaced: { css: { mt: '5' } },
});
