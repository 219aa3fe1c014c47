import { defineStaticStyles } from '@parks/site';

const muted = { fontSize: 'sm', color: 'fg.muted' } as const;
const choice = { accentColor: 'brand.solid', boxSize: '4' } as const;

/**
 * The booking flows' own parts (the booking widget, its fields, the status line, the add-ons and notices;
 * the package builder and hotel calendar share the fields and the footer) as build-time classes: the Chakra
 * props they had, through the same recipes (issue 16, docs/decisions/011-styling.md). They are native
 * elements with no behaviour of Chakra's own (select, radio, checkbox, buttons), so the booking widget's
 * page needs no Chakra runtime until the date picker dialog opens.
 */
export const bookingPartsStyles = defineStaticStyles('pk-booking', {
  // The widget's frame: `<Box as="section" …>`, its heading and form.
  widget: {
    css: {
      borderWidth: '1px',
      borderColor: 'border',
      rounded: 'l3',
      bg: 'bg',
      p: { base: '4', md: '6' },
      shadow: 'sm',
    },
  },
  heading: { recipe: 'heading', variants: { size: 'xl' }, css: { mb: '4' } },
  form: { css: { display: 'grid', gap: '5' } },
  fieldLabel: { css: { fontWeight: 'semibold', display: 'block', mb: '1' } },
  fieldLabelSmall: { css: { fontSize: 'sm', fontWeight: 'semibold', display: 'block', mb: '1' } },
  // `<NativeSelect.Root>` and its parts, at the default size and at `size="sm"`.
  select: { slotRecipe: ['nativeSelect', 'root'] },
  selectField: { slotRecipe: ['nativeSelect', 'field'] },
  selectIndicator: { slotRecipe: ['nativeSelect', 'indicator'] },
  selectSmall: { slotRecipe: ['nativeSelect', 'root'], variants: { size: 'sm' } },
  selectFieldSmall: { slotRecipe: ['nativeSelect', 'field'], variants: { size: 'sm' } },
  selectIndicatorSmall: { slotRecipe: ['nativeSelect', 'indicator'], variants: { size: 'sm' } },
  // Fieldsets: the add-ons, the schedules, the visitors.
  legend: { css: { fontWeight: 'semibold', mb: '1' } },
  addOns: { css: { display: 'grid', gap: '2' } },
  choiceLabel: { css: { display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer' } },
  choice: { css: choice },
  muted: { css: muted },
  pickup: { css: { mt: '2', ps: '6' } },
  schedules: { css: { display: 'flex', gap: '4', flexWrap: 'wrap' } },
  scheduleLabel: { css: { display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer' } },
  visitors: { css: { display: 'grid', gap: '3' } },
  // A passenger stepper: `<Flex role="group" …>`.
  stepper: { css: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' } },
  stepperName: { css: { fontWeight: 'semibold' } },
  stepperControls: { css: { display: 'flex', alignItems: 'center', gap: '2' } },
  stepperButton: { recipe: 'button', variants: { size: 'sm', variant: 'outline' } },
  stepperCount: { css: { minW: '6', textAlign: 'center', fontWeight: 'semibold' } },
  // The visit date: its label and the button opening the date picker.
  dateLabel: { css: { fontWeight: 'semibold', mb: '1' } },
  dateButton: {
    recipe: 'button',
    variants: { variant: 'outline' },
    css: { width: 'full', justifyContent: 'flex-start' },
  },
  // The price.
  price: { css: { borderTopWidth: '1px', borderColor: 'border', pt: '4' } },
  priceTitle: { css: { fontWeight: 'semibold' } },
  priceError: { css: { color: 'fg.error', fontWeight: 'semibold' } },
  priceLines: { css: { display: 'flex', flexDirection: 'column', gap: '1', mt: '1' } },
  priceLine: { css: { fontSize: 'sm' } },
  totalRow: { css: { display: 'flex', alignItems: 'baseline', gap: '2' } },
  total: { css: { fontSize: '2xl', fontWeight: 'bold', color: 'accent.fg' } },
  discount: { css: { fontSize: 'sm', color: 'accent.fg' } },
  pending: { css: { color: 'fg.muted' } },
  // The status line, the alert and 'Add to cart'.
  status: { css: { minH: '6' } },
  pendingLine: { css: { display: 'flex', alignItems: 'center', gap: '2' } },
  spinner: { recipe: 'spinner', variants: { size: 'sm' } },
  added: { css: { fontWeight: 'semibold', color: 'fg' } },
  cartLink: { recipe: 'link', css: { color: 'brand.fg', textDecoration: 'underline' } },
  callLink: { recipe: 'link', css: { color: 'inherit', textDecoration: 'underline' } },
  alert: { css: { p: '3', rounded: 'l2', bg: 'bg.error', color: 'fg.error' } },
  addToCart: { recipe: 'button', variants: { size: 'lg' }, css: { colorPalette: 'brand' } },
  // The weather guarantee (issue 20 §3).
  guaranteeLabel: {
    css: { display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer', flexWrap: 'wrap' },
  },
  guaranteeTerms: { css: { ps: '6', mt: '1', ...muted } },
  guaranteeStrong: { css: { color: 'fg' } },
  // The product-unavailable notice (SPEC §8).
  unavailable: { css: { p: '3', rounded: 'l2', bg: 'bg.muted', color: 'fg' } },
  unavailableLink: { recipe: 'link', css: { color: 'fg', textDecoration: 'underline' } },
});
