import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the visitor chose about the layout, remembered in the browser (ARCHITECTURE 'Decisions':
 * the banner dismissal and the cookie notice acceptance are kept with redux-persist). Client-only:
 * the server always renders the initial state.
 */
export interface LayoutPreferencesState {
  /** The id of the announcement banner the visitor closed; a banner with another id shows again. */
  dismissedBannerId: string | null;
  cookieNoticeAccepted: boolean;
}

export const initialLayoutPreferencesState: LayoutPreferencesState = {
  dismissedBannerId: null,
  cookieNoticeAccepted: false,
};

interface PersistMarker {
  _persist?: { rehydrated?: boolean };
}

export const layoutPreferencesSlice = createSlice({
  name: 'layoutPreferences',
  initialState: initialLayoutPreferencesState,
  reducers: {
    bannerDismissed(state, action: PayloadAction<string>) {
      state.dismissedBannerId = action.payload;
    },
    cookieNoticeAccepted(state) {
      state.cookieNoticeAccepted = true;
    },
  },
  selectors: {
    selectDismissedBannerId: (state) => state.dismissedBannerId,
    selectCookieNoticeAccepted: (state) => state.cookieNoticeAccepted,
    selectIsBannerDismissed: (state, bannerId: string) => state.dismissedBannerId === bannerId,
    /**
     * False only while redux-persist is still reading the stored preferences, so the layout does not
     * flash a notice the visitor already accepted. True when the host does not persist the slice.
     */
    selectPreferencesRestored: (state) => (state as PersistMarker)._persist?.rehydrated ?? true,
  },
});

export const { bannerDismissed, cookieNoticeAccepted } = layoutPreferencesSlice.actions;
export const {
  selectDismissedBannerId,
  selectCookieNoticeAccepted,
  selectIsBannerDismissed,
  selectPreferencesRestored,
} = layoutPreferencesSlice.selectors;

/** The keys of {@link LayoutPreferencesPersistConfig}; a host adds its `storage`. */
export interface LayoutPreferencesPersistConfig {
  key: string;
  whitelist: (keyof LayoutPreferencesState)[];
}

/**
 * How the host persists the slice: `persistReducer({ ...layoutPreferencesPersistConfig, storage },
 * layoutPreferencesSlice.reducer)` mounted at `layoutPreferencesSlice.reducerPath`, with a noop
 * storage on the server (STYLE 'State and data').
 */
export const layoutPreferencesPersistConfig: LayoutPreferencesPersistConfig = {
  key: 'layoutPreferences',
  whitelist: ['dismissedBannerId', 'cookieNoticeAccepted'],
};
