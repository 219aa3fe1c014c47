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
  /**
   * The health-protocol page the product-unavailable notice links to (SPEC §2 'Offline mode'): one URL per
   * language, so a Spanish page links to the Spanish page; a single string serves every language.
   */
  healthProtocolUrl: string | Partial<Record<Language, string>>;
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
  /**
   * SPEC §3 'Newsletter subscription' configuration: where the footer form posts and the fields it sends
   * with the visitor's. The client id and key name the site to the mail-marketing service; they are not
   * secrets (every visitor's form carries them), the service checks the list and the redirect origins.
   */
  newsletter: {
    /** The mail-marketing endpoint the form posts to. */
    action: string;
    clientId: string;
    externalKey: string;
    /** Where the browser lands after subscribing, per language (site-relative or absolute). */
    successUrl: Partial<Record<Language, string>>;
    /** Where it lands when the subscription fails (SPEC §2: the error-subscription page). */
    errorUrl: Partial<Record<Language, string>>;
    /** A fixed value naming the channel. */
    origin: string;
    /** The mailing list (client/list id). */
    mid: string;
  };
}
