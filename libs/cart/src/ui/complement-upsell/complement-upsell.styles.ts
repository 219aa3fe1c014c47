import { defineStaticStyles } from '@parks/site';

const card = {
  height: 'full',
  display: 'flex',
  flexDirection: 'column',
  borderWidth: '1px',
  rounded: 'l3',
  overflow: 'hidden',
  bg: 'bg',
} as const;

/**
 * The cart's complement upsell as static classes: the Chakra props its section and cards had (`<Stack>`,
 * `<Heading>`, `<Text>`, `<SimpleGrid>`, `<Image>`, small solid and outline `<Button>`s with their loading
 * spinner), through the same recipes (issue 16 step 2). Its cards render in the browser when the offers
 * answer, after the page's hydration: as plain elements that render costs no Chakra runtime.
 */
export const complementUpsellStyles = defineStaticStyles('pk-complements', {
  // `<Stack as="section" gap="4">`
  section: { css: { display: 'flex', flexDirection: 'column', gap: '4' } },
  heading: { recipe: 'heading', variants: { size: 'xl' } },
  lead: { css: { mt: '1', color: 'fg.muted' } },
  // `<SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="6" listStyleType="none">`
  grid: {
    css: {
      display: 'grid',
      gridTemplateColumns: {
        base: 'repeat(1, minmax(0, 1fr))',
        md: 'repeat(2, minmax(0, 1fr))',
        xl: 'repeat(3, minmax(0, 1fr))',
      },
      gap: '6',
      listStyleType: 'none',
    },
  },
  loading: { css: { color: 'fg.muted' } },
  // One card: `<Box as="article" …>`, its border the brand's once its admission is in the cart.
  card: { css: { ...card, borderColor: 'border' } },
  cardAdded: { css: { ...card, borderColor: 'brand.solid' } },
  image: {
    css: {
      objectFit: 'cover',
      display: 'block',
      w: 'full',
      h: 'auto',
      aspectRatio: '16 / 9',
      bg: 'bg.muted',
    },
  },
  // `<Flex direction="column" gap="2" p="5" flex="1">`
  body: { css: { display: 'flex', flexDirection: 'column', gap: '2', p: '5', flex: '1' } },
  title: { recipe: 'heading', variants: { size: 'md' }, css: { overflowWrap: 'anywhere' } },
  subtitle: { css: { color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' } },
  // The catalog's description (sanitized HTML): `<Box fontSize="sm" css={…}>`.
  description: {
    css: {
      fontSize: 'sm',
      '& p + p': { mt: '2' },
      '& ul, & ol': { ps: '5', mt: '2' },
      '& a': { color: 'brand.fg', textDecoration: 'underline' },
    },
  },
  foot: { css: { mt: 'auto', pt: '3' } },
  priceStatus: { css: { fontSize: 'sm', color: 'fg.muted' } },
  prices: { css: { fontSize: 'sm' } },
  price: { css: { fontSize: 'md' } },
  upgradePrice: { css: { color: 'fg.muted' } },
  added: { css: { mt: '2', fontWeight: 'semibold', color: 'fg.success' } },
  // `<Flex mt="3" gap="3" wrap="wrap">`
  actions: { css: { mt: '3', display: 'flex', gap: '3', flexWrap: 'wrap' } },
  add: { recipe: 'button', variants: { size: 'sm' }, css: { colorPalette: 'brand' } },
  upgrade: { recipe: 'button', variants: { size: 'sm', variant: 'outline' }, css: { colorPalette: 'brand' } },
  // A button's `loading` with `loadingText`: Chakra's Loader (`<Span display="contents">`) holding its
  // spinner (`size="inherit" borderWidth="0.125em" color="inherit"`) and the text.
  loader: { css: { display: 'contents' } },
  loaderSpinner: {
    recipe: 'spinner',
    variants: { size: 'inherit' },
    css: { borderWidth: '0.125em', color: 'inherit' },
  },
  error: { css: { mt: '2', fontSize: 'sm', color: 'fg.error' } },
});
