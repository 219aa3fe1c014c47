import type { Language, LanguageLimiterEntry } from '@parks/i18n/core';

/** A phone line shown in the header and footer (SPEC §2 'Header': a list of phone numbers). */
export interface PhoneLine {
  /** ISO 3166-1 alpha-2 country the line serves. */
  country: string;
  label: Partial<Record<Language, string>>;
  /** As dialled, e.g. `+52 998 555 0142`. */
  number: string;
}

/** A sister park of the group, for combos and the upsell. */
export interface SisterPark {
  slug: string;
  name: string;
  /** The group's flagship park gets no advance-purchase discount (SPEC §9). */
  flagship?: boolean;
}

/** Per-site configuration a host passes to every lib (ARCHITECTURE: nothing in a lib names a park). */
export interface SiteConfig {
  /** The site code the APIs and configuration use, e.g. 'XS'. */
  siteCode: string;
  /** The park's own slug, filling `{park}` in the route table. */
  parkSlug: string;
  parkName: string;
  sisterParks: SisterPark[];
  phones: PhoneLine[];
  /** The call-center number named in offline and error messages. */
  callCenterPhone: string;
  /** Absolute base URL of the parks API (`{host}/api/v1`) as the browser reaches it. */
  apiBaseUrl: string;
  /** Absolute base URL of the cart API host (the `/xapi` paths hang from it). */
  cartApiBaseUrl: string;
  /** The fixed project prefix the cart API expects in the PrefixProject header. */
  cartPrefixProject: string;
  /** The group's account site (sign in, register, forgot password) and its contact and chat pages. */
  accountSiteUrl: string;
  chatUrl: string;
  contactUrl: string;
  healthProtocolUrl: string;
  /** Social links of the footer. */
  social: { network: string; url: string }[];
  header: {
    /** SPEC §2: the user avatar appears only when this flag is set. */
    showUserAvatar: boolean;
  };
  banner: {
    /** SPEC §2: the announcement banner shows only when its visible flag is set. */
    visible: boolean;
    /** Changes when the banner's text changes, so a new banner shows again after an old one was dismissed. */
    id: string;
    text: Partial<Record<Language, string>>;
    href?: Partial<Record<Language, string>>;
  };
  translations: {
    global: {
      languageLimiter: LanguageLimiterEntry[];
      /** The general personalisation flag (the field carries the provider's name, Persona). */
      personaEnabled: boolean;
      /** The shopping personalisation flag, per site code. */
      personaShoppingEnabled: Record<string, boolean>;
    };
  };
  /** Request header carrying the visitor's country from the CDN (SPEC §4 step 2). */
  geoHeader: string;
}
