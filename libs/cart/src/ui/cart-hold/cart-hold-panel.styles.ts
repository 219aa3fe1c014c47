import { defineStaticStyles } from '@parks/site';

const panel = { px: '4', py: '3', rounded: 'l2', borderWidth: '1px' } as const;

/**
 * The cart page's hold panel as static classes: the Chakra props it had (`<Box>`, `<Flex>`, `<Text>`, an
 * outline `<Button size="sm">` and a small `<Spinner>`), through the same recipes (issue 16 step 2). The
 * countdown redraws it twice a second, and a cart in the bench is always held, so it showed on every
 * measured cart page: as plain elements it costs no Emotion work per redraw and no Chakra runtime.
 */
export const cartHoldPanelStyles = defineStaticStyles('pk-cart-hold', {
  panel: { css: { ...panel, borderColor: 'border', bg: 'bg.subtle' } },
  // Ended, or under 5 minutes: the warning colours (and the words say so too).
  panelWarning: { css: { ...panel, borderColor: 'border.warning', bg: 'bg.warning' } },
  ended: { css: { fontWeight: 'semibold' } },
  // `<Flex gap="4" align="center" justify="space-between" wrap="wrap">`
  row: {
    css: {
      display: 'flex',
      gap: '4',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
    },
  },
  timer: { css: { fontWeight: 'semibold', fontSize: 'lg' } },
  // `<Flex direction="column" align={{ base: 'stretch', sm: 'flex-end' }} gap="1" maxW="sm">`
  keepColumn: {
    css: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: { base: 'stretch', sm: 'flex-end' },
      gap: '1',
      maxW: 'sm',
    },
  },
  keep: { recipe: 'button', variants: { size: 'sm', variant: 'outline' }, css: { colorPalette: 'brand' } },
  spinner: { recipe: 'spinner', variants: { size: 'sm' } },
  keepHelp: { css: { fontSize: 'sm', color: 'fg.muted' } },
});
