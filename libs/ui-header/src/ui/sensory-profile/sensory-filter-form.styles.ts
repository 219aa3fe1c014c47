import { defineStaticStyles } from '@parks/site';

/**
 * The sensory guide's filter form: native checkboxes and a submit button in a GET form, so it works
 * before (and without) the scripts; its look is build-time classes like the other read-only parts.
 */
export const sensoryFilterFormStyles = defineStaticStyles('pk-sensory-filter', {
  form: { css: { display: 'flex', flexDirection: 'column', gap: '3' } },
  fieldset: { css: { border: '0', p: '0', m: '0', minWidth: '0' } },
  legend: { css: { fontWeight: 'semibold', mb: '2', color: 'fg' } },
  options: {
    css: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      gap: '2',
      listStyle: 'none',
      p: '0',
      m: '0',
    },
  },
  option: {
    css: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minHeight: '11',
      px: '3',
      borderWidth: '1px',
      borderColor: 'border',
      rounded: 'l2',
      bg: 'bg',
      color: 'fg',
      cursor: 'pointer',
      _hover: { borderColor: 'brand.solid' },
    },
  },
  checkbox: { css: { boxSize: '4', flexShrink: '0', accentColor: 'brand.solid' } },
  actions: { css: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' } },
  submit: { recipe: 'button', variants: { size: 'md' }, css: { colorPalette: 'brand' } },
  clear: { recipe: 'link', css: { color: 'fg', textDecoration: 'underline' } },
  notice: { css: { color: 'fg', fontSize: 'sm', fontWeight: 'medium' } },
});
