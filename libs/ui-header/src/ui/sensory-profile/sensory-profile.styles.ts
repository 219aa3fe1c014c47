import { defineStaticStyles } from '@parks/site';

const cell = {
  textAlign: 'start',
  verticalAlign: 'top',
  py: '1.5',
  px: '2',
  borderBottomWidth: '1px',
  borderColor: 'border',
} as const;

/** The sensory profile table's static classes: it is only read (docs/decisions/011-styling.md). */
export const sensoryProfileStyles = defineStaticStyles('pk-sensory', {
  root: { css: { fontSize: 'sm', color: 'fg' } },
  table: { css: { width: '100%', borderCollapse: 'collapse', lineHeight: 'short' } },
  caption: { css: { textAlign: 'start', fontWeight: 'semibold', pb: '1.5', color: 'fg' } },
  headCell: {
    css: { ...cell, fontWeight: 'semibold', color: 'fg.muted', fontSize: 'xs', borderBottomWidth: '2px' },
  },
  rowHeader: { css: { ...cell, fontWeight: 'medium' } },
  cell: { css: cell },
  senseName: { css: { display: 'inline-flex', alignItems: 'center', gap: '1.5' } },
  senseIcon: { css: { boxSize: '4', flexShrink: '0', color: 'brand.fg' } },
  level: { css: { display: 'inline-flex', alignItems: 'center', gap: '1.5', whiteSpace: 'nowrap' } },
  meter: {
    css: { display: 'inline-flex', alignItems: 'flex-end', gap: '0.5', height: '3', flexShrink: '0' },
  },
  bar: { css: { width: '1', borderRadius: 'xs', borderWidth: '1px', borderColor: 'fg.muted' } },
  bar1: { css: { height: '33%' } },
  bar2: { css: { height: '66%' } },
  bar3: { css: { height: '100%' } },
  barOn: { css: { bg: 'fg' } },
  warning: { css: { fontWeight: 'semibold' } },
  facts: { css: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', mt: '2' } },
  factLabel: { css: { fontWeight: 'semibold' } },
  factValue: { css: { margin: '0' } },
});
