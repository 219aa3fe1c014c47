import type { SystemStyleObject } from '@chakra-ui/react';
import { defineStaticStyles } from '@parks/site';

const dl: SystemStyleObject = { display: 'grid', gridTemplateColumns: 'auto 1fr' };

/** Markdown bodies and FAQ answers (the content's own HTML). */
const prose: SystemStyleObject = {
  '& h2': { fontSize: '2xl', fontWeight: 'bold', mt: '8', mb: '3', fontFamily: 'heading' },
  '& h3': { fontSize: 'xl', fontWeight: 'semibold', mt: '6', mb: '2' },
  '& p': { mb: '4', lineHeight: '1.7' },
  '& ul, & ol': { pl: '6', mb: '4' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: '1' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& strong': { fontWeight: 'semibold' },
  '& table': { width: 'full', borderCollapse: 'collapse', mb: '4' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', p: '2', textAlign: 'left' },
};

/**
 * A content page's static classes: what its Chakra components and props were, through the same
 * recipes (docs/decisions/011-styling.md). The widgets it holds stay Chakra.
 */
export const contentPageStyles = defineStaticStyles('pk-page', {
  hero: { css: { bg: 'surface.inverted', color: 'white' } },
  heroContainer: {
    recipe: 'container',
    css: {
      maxW: '6xl',
      py: { base: '8', md: '12' },
      display: 'grid',
      gap: '6',
      gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
      alignItems: 'center',
    },
  },
  heroHeading: {
    recipe: 'heading',
    variants: { size: { base: '3xl', md: '5xl' } },
    css: { lineHeight: '1.1' },
  },
  heroLead: { css: { mt: '4', fontSize: { base: 'md', md: 'lg' } } },
  heroImage: { css: { rounded: 'l3' } },
  image: { css: { objectFit: 'cover', w: 'full', h: 'auto' } },
  body: { recipe: 'container', css: { maxW: '4xl', py: '10' } },
  notice: { css: { mb: '4' } },
  widget: { css: { mb: '8' } },
  prose: { css: prose },
  collection: { recipe: 'container', css: { maxW: '6xl', pb: '12' } },
  collectionList: {
    css: {
      display: 'grid',
      gridTemplateColumns: {
        base: 'repeat(1, minmax(0, 1fr))',
        sm: 'repeat(2, minmax(0, 1fr))',
        lg: 'repeat(3, minmax(0, 1fr))',
      },
      gap: '6',
      listStyleType: 'none',
    },
  },
  card: { css: { borderWidth: '1px', borderColor: 'border', rounded: 'l3', overflow: 'hidden', bg: 'bg' } },
  cardBody: { css: { p: '5' } },
  cardTitle: { recipe: 'heading', variants: { size: 'lg' } },
  cardText: { css: { mt: '2', color: 'fg.muted' } },
  facts: { css: { ...dl, mt: '3', columnGap: '3', rowGap: '1', fontSize: 'sm' } },
  fact: { css: { display: 'contents' } },
  factLabel: { css: { fontWeight: 'semibold' } },
  section: { recipe: 'container', css: { maxW: '4xl', pb: '12' } },
  sectionHeading: { recipe: 'heading', variants: { size: 'xl' }, css: { mb: '4' } },
  sitemapList: {
    slotRecipe: ['list', 'root'],
    css: { columns: { base: 1, md: 2 }, gap: '2', columnCount: { base: 1, md: 2 } },
  },
  sitemapItem: { slotRecipe: ['list', 'item'] },
  guideCount: { css: { mt: '6', mb: '4', fontWeight: 'semibold' } },
  guideList: { css: { display: 'flex', flexDirection: 'column', gap: '8', listStyleType: 'none' } },
  guideEntry: { css: { scrollMarginTop: '24' } },
  guideEntryHeading: { recipe: 'heading', variants: { size: 'lg' }, css: { mb: '2' } },
  cardProfile: { css: { mt: '4' } },
  cardProfileLink: {
    recipe: 'link',
    css: { display: 'inline-block', mt: '2', fontSize: 'sm', color: 'brand.fg', textDecoration: 'underline' },
  },
  sitemapLink: { recipe: 'link', css: { color: 'brand.fg' } },
  faq: { css: { borderBottomWidth: '1px', borderColor: 'border', py: '3' } },
  faqQuestion: { css: { fontWeight: 'semibold', cursor: 'pointer' } },
  faqAnswer: { css: { mt: '2', ...prose } },
  priceFrom: {
    css: { borderWidth: '1px', borderColor: 'border', rounded: 'l3', p: '6', bg: 'surface.raised' },
  },
  priceFromHeading: { recipe: 'heading', variants: { size: 'lg' } },
  priceFromList: { css: { ...dl, mt: '3', columnGap: '4', rowGap: '2' } },
  priceFromAmount: { css: { fontWeight: 'bold', fontSize: 'xl' } },
  priceFromFree: { css: { fontWeight: 'bold' } },
  note: { css: { mt: '3', fontSize: 'sm', color: 'fg.muted' } },
  eligibility: {
    css: { borderStartWidth: '4px', borderColor: 'brand.solid', bg: 'bg.subtle', rounded: 'l2', p: '4' },
  },
  eligibilityHeading: { recipe: 'heading', variants: { size: 'md' }, css: { mb: '1' } },
  eligibilityOtherwise: { css: { mt: '2', fontSize: 'sm', color: 'fg.muted' } },
});
