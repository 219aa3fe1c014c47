import { useSelector } from 'react-redux';
import { selectLanguage, useSiteConfig } from '@parks/site';
import { searchResultsPath } from '../../core/search-route';
import { resultsPageHref, type ResultsPageParams } from './results-page-href';

/** Builds results-page links in the page's language and for this park's results route. */
export function useResultsPageHref(): (params: ResultsPageParams) => string {
  const language = useSelector(selectLanguage);
  const { parkSlug } = useSiteConfig();
  const path = searchResultsPath(language, parkSlug);
  return (params) => resultsPageHref(path, params);
}
