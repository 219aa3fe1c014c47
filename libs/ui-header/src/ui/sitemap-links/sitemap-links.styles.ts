import { defineStaticStyles } from '@parks/site';
import { bareList, simpleGrid } from '../shared/chakra-layout';
import { focusRingOnColor } from '../shared/focus-ring';

const list = { ...simpleGrid({ base: 1, sm: 2 }), columnGap: '6', ...bareList };
const link = { display: 'block', fontSize: 'sm', textDecoration: 'none' } as const;

/** The sitemap links' static classes, for the page background ('plain') and a dark surface ('inverted'). */
export const sitemapLinksStyles = defineStaticStyles('pk-sitemap', {
  listPlain: { css: { ...list, rowGap: '0' } },
  listInverted: { css: { ...list, rowGap: '1.5' } },
  linkPlain: {
    recipe: 'link',
    css: { ...link, py: '2.5', color: 'fg', _hover: { textDecoration: 'underline', color: 'brand.fg' } },
  },
  linkInverted: {
    recipe: 'link',
    css: {
      ...link,
      py: '0.5',
      color: 'brand.muted',
      _hover: { textDecoration: 'underline', color: 'brand.contrast' },
      _focusVisible: focusRingOnColor,
    },
  },
});
