import { appHooks, type SiteRootState } from '@parks/site';
import type { SearchBoxState } from './search-box.slice';

/** The search box's view of the store: its slice beside the site's. */
export interface SearchRootState extends SiteRootState {
  searchBox: SearchBoxState;
}

export const { useAppDispatch, useAppSelector } = appHooks<SearchRootState>();
