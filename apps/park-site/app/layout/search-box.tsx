import { SearchBox as Box, searchI18n } from '@parks/search/search-box';
import { withTexts } from '../i18n/with-texts';

/**
 * The header's search box with its texts (the page's loader data has none of the search namespace): what
 * the island loads (islands.tsx), so the texts and the code that adds them come in the island's chunk.
 */
export const SearchBox = withTexts(Box, [searchI18n]);
