/**
 * The park's content files (content/ at the workspace root): one Markdown file per page and
 * language with YAML front matter, plus JSON collections. park-site renders them; park-api
 * indexes them for search. Every image carries alt text in the page's language.
 */
import type { CONTENT_CATEGORIES } from './search-service';

export type ContentLanguage = 'es' | 'en';

/**
 * The language of a page file: every page exists in es and en; the checkout pages (payment details,
 * with coupon, thank-you) also in pt, the only other language of SPEC §2's route table.
 */
export type PageLanguage = ContentLanguage | 'pt';

/** An image of the original artwork, with its alt text in the file's language. */
export interface ContentImage {
  /** Path under /content-images/, e.g. `hero-home.svg`. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Front matter of `content/pages/<lang>/<pageId>.md`. */
export interface ContentPageFrontMatter {
  /** The document `<title>`. */
  title: string;
  /** The meta description (≤ 160 characters). */
  description: string;
  /** The page's `<h1>`. */
  heading: string;
  /** One or two sentences under the heading. */
  lead: string;
  hero: ContentImage;
  /** Short label for breadcrumbs, menus and the sitemap. */
  navLabel: string;
  /** Search category: 'park' | 'attractions' | 'tickets' | 'services' | 'hotels' | 'tours' | 'help' | 'legal'. */
  category: ContentCategory;
  /** Names of JSON collections this page lists, in order (e.g. ['attractions']). */
  collections?: string[];
}

/** One of search-service.ts's `CONTENT_CATEGORIES`. */
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

/** A parsed page: front matter plus the Markdown body. */
export interface ContentPage extends ContentPageFrontMatter {
  id: string;
  language: PageLanguage;
  /** The Markdown body as written. */
  body: string;
}

/** An item of a collection (`content/collections/<name>.<lang>.json` is an array of these). */
export interface ContentItem {
  id: string;
  title: string;
  text: string;
  image?: ContentImage;
  /** Extra facts shown as a definition list (e.g. duration, minimum height, price from). */
  facts?: { label: string; value: string }[];
  /** What the attraction or tour asks of the senses (attractions and tours; issue 21). */
  sensory?: SensoryProfile;
}

/** The senses a sensory profile rates, in the order the profile table shows them. */
export const SENSORY_DIMENSIONS = [
  'noise',
  'light',
  'darkness',
  'water',
  'heights',
  'motion',
  'crowding',
  'smell',
  'touch',
] as const;
export type SensoryDimension = (typeof SENSORY_DIMENSIONS)[number];

/** How much of a sense an attraction asks for, from nothing to a lot. */
export const SENSORY_LEVELS = ['none', 'low', 'medium', 'high'] as const;
export type SensoryLevel = (typeof SENSORY_LEVELS)[number];

/**
 * A sensory profile, written by the park in each language: a level with a short, concrete note per
 * sense (levels agree between languages, notes are translated), the usual duration and whether the
 * visitor can leave part-way.
 */
export interface SensoryProfile {
  /** The usual duration, as the visitor reads it ("45 min"). */
  duration: string;
  /** Whether the visitor can leave before the end. */
  leavePartWay: boolean;
  /** The answer in words, then how (or why not): "Yes: climb out by the stairs whenever you like." */
  leaveNote: string;
  /** Whether it has flashing or strobe light (photosensitive epilepsy). */
  flashing: boolean;
  levels: Record<SensoryDimension, { level: SensoryLevel; note: string }>;
}

/** A question and its answer (`content/collections/faqs.<lang>.json`). */
export interface ContentFaq {
  id: string;
  question: string;
  /** Answer in Markdown. */
  answer: string;
  topic: string;
}

/** The park's facts (`content/park.json`), language-neutral except where a field says otherwise. */
export interface ParkFacts {
  name: string;
  slug: string;
  legalName: string;
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
  };
  geo: { latitude: number; longitude: number };
  /** schema.org openingHoursSpecification-like entries. */
  openingHours: { days: string[]; opens: string; closes: string }[];
  /** Call-center phone lines (fictional numbers). */
  phones: { country: string; label: Record<ContentLanguage, string>; number: string }[];
  callCenterHours: Record<ContentLanguage, string>;
  email: string;
  social: { network: string; url: string }[];
  /** Lowest adult admission in USD, for offers in structured data. */
  priceFromUSD: number;
}
