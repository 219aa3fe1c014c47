import { defineStaticStyles } from '@parks/site';

const cell = { py: '1.5', px: '2', borderBottomWidth: '1px', borderColor: 'border' } as const;
const line = { borderWidth: '1px', rounded: 'l3', p: { base: '4', md: '6' }, bg: 'bg' } as const;

/**
 * The cart page's parts that are only read (the page's frame, the update messages, the lines with their
 * price breakdown and buttons, the totals) as static classes: the Chakra props they had, through the same
 * recipes (issue 16 step 2, docs/decisions/011-styling.md). An empty cart page then needs no Chakra runtime
 * at all, and a cart with lines hydrates its lines as plain elements (no Emotion work per element); the
 * buttons are native buttons with the button recipe's classes.
 */
export const cartPageStyles = defineStaticStyles('pk-cart-page', {
  // `<Stack gap="8">`
  stack: { css: { display: 'flex', flexDirection: 'column', gap: '8' } },
  updated: {
    css: {
      px: '4',
      py: '3',
      rounded: 'l2',
      borderWidth: '1px',
      borderColor: 'border.success',
      bg: 'bg.success',
      color: 'fg.success',
      fontWeight: 'semibold',
    },
  },
  failed: {
    css: {
      px: '4',
      py: '3',
      rounded: 'l2',
      borderWidth: '1px',
      borderColor: 'border.error',
      bg: 'bg.error',
      color: 'fg.error',
    },
  },
  failedTitle: { css: { fontWeight: 'semibold' } },
  failedReason: { css: { mt: '1' } },
  empty: {
    css: { textAlign: 'center', py: '8', px: '4', borderWidth: '1px', borderColor: 'border', rounded: 'l3' },
  },
  emptyHeading: { recipe: 'heading', variants: { size: 'xl' } },
  emptyText: { css: { mt: '2', color: 'fg.muted' } },
  emptyBuy: { recipe: 'button', variants: { size: 'md' }, css: { mt: '6', colorPalette: 'brand' } },
  // The lines and the totals side by side from `lg`: `<Box display="grid" …>`.
  layout: {
    css: {
      display: 'grid',
      gap: '8',
      gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
      alignItems: 'start',
    },
  },
  products: { css: { minW: '0' } },
  productsHeading: { recipe: 'heading', variants: { size: 'xl' }, css: { mb: '4' } },
  // `<Stack as="ul" gap="4" listStyleType="none">`
  lines: { css: { display: 'flex', flexDirection: 'column', gap: '4', listStyleType: 'none' } },
  // One line: `<Box as="article" …>`, its border by the line's state.
  line: { css: { ...line, borderColor: 'border' } },
  lineWithError: { css: { ...line, borderColor: 'border.error' } },
  lineExpired: { css: { ...line, borderColor: 'border.warning' } },
  lineHead: {
    css: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'flex-start',
      gap: '4',
      flexWrap: 'wrap',
    },
  },
  lineName: { recipe: 'heading', variants: { size: 'lg' }, css: { minW: '0', overflowWrap: 'anywhere' } },
  lineAmountBox: { css: { textAlign: 'end' } },
  muted: { css: { fontSize: 'sm', color: 'fg.muted' } },
  lineAmount: { css: { fontSize: 'xl', fontWeight: 'bold' } },
  facts: {
    css: {
      mt: '3',
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      columnGap: '4',
      rowGap: '1',
      fontSize: 'sm',
    },
  },
  factName: { css: { fontWeight: 'semibold' } },
  lineProblem: { css: { mt: '3', color: 'fg.error', fontWeight: 'semibold' } },
  expired: { css: { mt: '3' } },
  semibold: { css: { fontWeight: 'semibold' } },
  holdAgainFailed: { css: { mt: '1', color: 'fg.error' } },
  breakdownBox: { css: { mt: '4' } },
  actions: { css: { mt: '4', display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' } },
  holdAgain: { recipe: 'button', variants: { size: 'sm' }, css: { colorPalette: 'brand' } },
  edit: { recipe: 'button', variants: { size: 'sm', variant: 'outline' } },
  remove: { recipe: 'button', variants: { size: 'sm', variant: 'ghost' } },
  busy: { css: { display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' } },
  spinner: { recipe: 'spinner', variants: { size: 'sm' } },
  // The weather guarantee offered on a line (issue 20 §3): `<Box mt="4" p="3" …>`.
  guarantee: {
    css: { mt: '4', p: '3', rounded: 'l2', borderWidth: '1px', borderColor: 'border', bg: 'bg.subtle' },
  },
  guaranteePrice: { css: { fontSize: 'sm' } },
  guaranteeWhat: { css: { fontSize: 'sm', color: 'fg.muted', mt: '1' } },
  guaranteeNotRefundable: { css: { color: 'fg' } },
  guaranteeAdd: {
    recipe: 'button',
    variants: { size: 'sm', variant: 'outline' },
    css: { mt: '2', colorPalette: 'brand' },
  },
  // A line's price breakdown: `<chakra.table …>` and its cells.
  breakdownScroll: { css: { overflowX: 'auto' } },
  breakdown: { css: { width: 'full', fontSize: 'sm', borderCollapse: 'collapse' } },
  breakdownCaption: { css: { textAlign: 'start', fontWeight: 'semibold', pb: '1' } },
  columnStart: { css: { ...cell, textAlign: 'start' } },
  columnEnd: { css: { ...cell, textAlign: 'end' } },
  discountRow: { css: { color: 'fg.success', fontWeight: 'semibold' } },
  rowHead: { css: { ...cell, textAlign: 'start', fontWeight: 'inherit' } },
  quantity: { css: { ...cell, textAlign: 'end' } },
  money: { css: { ...cell, textAlign: 'end', whiteSpace: 'nowrap' } },
  // The totals: `<Box as="section" …>`, sticky beside the lines from `lg`.
  totals: {
    css: {
      borderWidth: '1px',
      borderColor: 'border',
      rounded: 'l3',
      p: { base: '4', md: '6' },
      bg: 'bg.subtle',
      position: { lg: 'sticky' },
      top: { lg: '4' },
    },
  },
  totalsHeading: { recipe: 'heading', variants: { size: 'lg' }, css: { mb: '4' } },
  totalsList: { css: { display: 'grid', gridTemplateColumns: '1fr auto', rowGap: '2', columnGap: '4' } },
  couponAmount: { css: { textAlign: 'end', color: 'fg.success' } },
  totalName: { css: { fontWeight: 'bold', fontSize: 'lg' } },
  totalAmount: { css: { textAlign: 'end', fontWeight: 'bold', fontSize: 'xl' } },
  fixProblems: { css: { mt: '4', color: 'fg.error', fontSize: 'sm' } },
  toPaymentRow: { css: { mt: '6', display: 'flex' } },
  toPayment: { recipe: 'button', variants: { size: 'lg' }, css: { colorPalette: 'brand', width: 'full' } },
});
