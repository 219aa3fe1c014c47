import { appHooks, type SiteRootState } from '@parks/site';
import type { LayoutPreferencesState } from './layout-preferences.slice';

/** The layout's view of the store: its preferences beside the site slice. */
export interface UiHeaderRootState extends SiteRootState {
  layoutPreferences: LayoutPreferencesState;
}

export const { useAppDispatch, useAppSelector } = appHooks<UiHeaderRootState>();
