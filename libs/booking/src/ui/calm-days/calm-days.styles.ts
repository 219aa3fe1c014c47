import { defineStaticStyles } from '@parks/site';

/**
 * The calm-days list's static classes: it is only read (docs/decisions/011-styling.md), so it renders as
 * plain HTML with these build-time classes, the same look the Chakra version had.
 */
export const calmDaysStyles = defineStaticStyles('pk-calm-days', {
  heading: { recipe: 'heading', variants: { size: 'lg' }, css: { mb: '1' } },
  intro: { css: { fontSize: 'sm', color: 'fg.muted', mb: '3' } },
  note: { css: { mb: '2' } },
  unavailable: { css: { color: 'fg.muted' } },
  list: { css: { listStyleType: 'none', p: '0', m: '0', display: 'grid', gap: '2' } },
  day: {
    css: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      flexWrap: 'wrap',
      p: '3',
      borderWidth: '1px',
      borderColor: 'border',
      rounded: 'l2',
    },
  },
  when: { css: { display: 'flex', alignItems: 'center', gap: '2' } },
  mark: { css: { boxSize: '4', flexShrink: '0', color: 'fg' } },
  date: { css: { fontWeight: 'semibold' } },
  level: { css: { fontSize: 'sm', color: 'fg.muted' } },
  book: { recipe: 'link', css: { color: 'brand.fg', textDecoration: 'underline' } },
});
