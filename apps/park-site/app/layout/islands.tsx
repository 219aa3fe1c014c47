import { island } from './island';

// The layout's widgets that load when needed (island.tsx), shared by every page and the error screen.

// The footer's form (Formik and Yup): loaded and hydrated when it comes into view or is touched, or at
// once on the page the mail-marketing service sends the visitor back to (it shows the outcome).
export const NewsletterIsland = island(
  () => import('@parks/ui-header/newsletter-form').then((module) => module.NewsletterForm),
  'newsletter',
  { wakeAtOnce: () => new URLSearchParams(window.location.search).has('newsletter'), chakra: true },
);
// The header's currency menu (Chakra's Menu, Zag, floating-ui), its search box (Input, NativeSelect) and
// the mobile bottom navigation's 'More' drawer (Drawer, focus-trap): in view from the first paint, so
// loaded not then but when the visitor points at, focuses or touches them, or presses anything on the
// page; they are in the HTML from the start and a press made meanwhile is held (issue 16 step 3). Each
// brings Chakra's runtime with it: the page's root has none (step 2); the currency menu and the search box
// bring their texts too (the page's loader data has only the namespaces its own HTML uses, step 4).
export const CurrencyIsland = island(
  () => import('./currency-menu').then((module) => module.CurrencyMenuWithTexts),
  'currency',
  { whenVisible: false, chakra: true },
);
export const SearchIsland = island(
  () => import('./search-box').then((module) => module.SearchBox),
  'search',
  { whenVisible: false, chakra: true },
);
export const MoreDrawerIsland = island(
  () => import('@parks/ui-header/more-drawer').then((module) => module.MoreDrawer),
  'more-drawer',
  { whenVisible: false, chakra: true },
);
