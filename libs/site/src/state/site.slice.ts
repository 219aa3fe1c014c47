import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShoppingCart } from '@parks/contracts';
import type { Language } from '@parks/i18n/core';

/** The global site state of SPEC §3, seeded by the host's root loader for every request. */
export interface SiteState {
  language: Language;
  mobile: boolean;
  /** The section of the site the page belongs to (a route id), for analytics and layout. */
  sectionSite: string;
  /** hreflang alternates: language → absolute URL. */
  hreflangs: Partial<Record<Language, string>>;
  /** The cart, or null. */
  shopping: ShoppingCart | null;
  /** SPEC §4: false until the installment provider's script reports ready; reset on a currency change. */
  installmentWidgetReady: boolean;
  loading: boolean;
  showPaymentButton: boolean;
  /** Whether the personalisation adapter runs on this page (SPEC §4 step 8). */
  personalisationEnabled: boolean;
  metricasGA4: Record<string, string | number | boolean>;
}

export const initialSiteState: SiteState = {
  language: 'en',
  mobile: false,
  sectionSite: '',
  hreflangs: {},
  shopping: null,
  installmentWidgetReady: false,
  loading: true,
  showPaymentButton: true,
  personalisationEnabled: false,
  metricasGA4: {},
};

export const siteSlice = createSlice({
  name: 'site',
  initialState: initialSiteState,
  reducers: {
    /** A page load ran again (client navigation or revalidation): take the server's view of the page. */
    pageLoaded(state, action: PayloadAction<Partial<SiteState>>) {
      Object.assign(state, action.payload);
    },
    shoppingSet(state, action: PayloadAction<ShoppingCart | null>) {
      state.shopping = action.payload;
    },
    installmentWidgetReadySet(state, action: PayloadAction<boolean>) {
      state.installmentWidgetReady = action.payload;
    },
    loadingSet(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    showPaymentButtonSet(state, action: PayloadAction<boolean>) {
      state.showPaymentButton = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectIsMobile: (state) => state.mobile,
    selectShopping: (state) => state.shopping,
    selectHreflangs: (state) => state.hreflangs,
    selectInstallmentWidgetReady: (state) => state.installmentWidgetReady,
    selectSectionSite: (state) => state.sectionSite,
  },
});

export const { pageLoaded, shoppingSet, installmentWidgetReadySet, loadingSet, showPaymentButtonSet } =
  siteSlice.actions;
export const {
  selectLanguage,
  selectIsMobile,
  selectShopping,
  selectHreflangs,
  selectInstallmentWidgetReady,
  selectSectionSite,
} = siteSlice.selectors;
