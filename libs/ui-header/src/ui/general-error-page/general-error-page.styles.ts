import { defineStaticStyles } from '@parks/site';
import { bareList } from '../shared/chakra-layout';

/** The general error page's static classes (the Chakra props it had; issue 16 step 1). */
export const generalErrorStyles = defineStaticStyles('pk-general-error', {
  heading: {
    recipe: 'heading',
    css: { fontFamily: 'heading', fontSize: { base: '2xl', md: '4xl' }, mb: '3', textWrap: 'balance' },
  },
  text: { css: { fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', mb: '8', textWrap: 'pretty' } },
  search: { css: { maxW: 'lg', mx: 'auto', mb: '8' } },
  related: { css: { mb: '6' } },
  relatedHeading: { recipe: 'heading', css: { fontSize: 'md', fontWeight: 'bold', mb: '4' } },
  line: { css: { fontSize: 'sm', color: 'fg.muted', mt: '6' } },
  // The related links' allow-listed HTML.
  link: {
    recipe: 'link',
    css: {
      color: 'brand.fg',
      fontWeight: 'semibold',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
    },
  },
  list: { css: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '2', ...bareList } },
  item: { css: { bg: 'surface.raised', rounded: 'full', px: '4', py: '1.5', fontSize: 'sm' } },
  paragraph: { css: { mb: '3', color: 'fg.muted' } },
});
