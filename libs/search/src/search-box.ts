/**
 * The search box alone (`@parks/search/search-box`): a host that loads it when the visitor reaches for
 * it imports this entry, so the box (Chakra's Input, NativeSelect and Button) makes a chunk of its own
 * apart from the layout (issue 16 step 2).
 */
export { SearchBox } from './ui/search-box/search-box';
export type { SearchBoxProps } from './ui/search-box/search-box';
// Its texts come with it: the page's loader data carries only the namespaces its HTML renders with
// (issue 16 step 4).
export { searchI18n } from './i18n/namespace';
