/**
 * The cart API's catalog reads (park-api `/xapi/products`, `/xapi/complements`,
 * `/xapi/products/{IdProduct}/availability`). Prices are in major units of the asked currency.
 */
import type { CurrencyCode } from './cart.types';

export type ProductKind =
  'admission' | 'tour' | 'combo' | 'package' | 'passport' | 'addon' | 'complement' | 'hotel';

/** An entry of `GET /xapi/products`. */
export interface CatalogProduct {
  IdProduct: number;
  Code: string;
  Kind: ProductKind | string;
  Name: string;
  /** Slugs of the parks the product gives entry to. */
  Parks: string[];
  /** The adult price in US dollars; null when it is priced elsewhere (hotels). */
  AdultPriceUSD: number | null;
  /** Who may buy it: residents, seniors…; null for everyone. */
  Audience: string | null;
  /** For add-ons: 'transport' | 'food' | 'photo'. */
  AddOnKind: string | null;
  /** Whether one add-on covers every passenger of the line. */
  CoversPeople: boolean | null;
}

/** One day of `GET /xapi/products/{IdProduct}/availability?Month=YYYY-MM&Currency=`. */
export interface AvailabilityDay {
  /** ISO `YYYY-MM-DD`. */
  Date: string;
  Available: boolean;
  /** Seats left; null when the product has no daily capacity. */
  Remaining: number | null;
  /** Per adult, discount included; null when it cannot be priced ('Price unavailable'). */
  AdultPrice: number | null;
  ChildPrice: number | null;
  /** The advance-purchase discount applied that day (0, 10 or 15). */
  DiscountPercent: number;
  /**
   * How full the product's park is that day (issue 21 §3, the same level as `GET /xapi/crowd-levels`);
   * absent when park-api does not know it (a product without a park that has an admission).
   */
  CrowdLevel?: CrowdLevel;
}

/** A park's crowd level on a day: seats sold and held over its admission's capacity (issue 21 §3). */
export type CrowdLevel = 'calm' | 'moderate' | 'busy';

/** One day of `GET /xapi/crowd-levels?From=YYYY-MM-DD&Days=N` (Sundays, when the parks close, are left out). */
export interface CrowdDay {
  /** ISO `YYYY-MM-DD`. */
  Date: string;
  Level: CrowdLevel;
  /** Seats sold and held over the capacity, 0..1. */
  Occupancy: number;
}

/** `GET /xapi/crowd-levels`. */
export interface CrowdLevels {
  Days: CrowdDay[];
}

export interface ProductAvailability {
  IdProduct: number;
  /** `YYYY-MM`. */
  Month: string;
  Currency: CurrencyCode;
  /** `HH:MM` departure times; empty when the product has no schedule. */
  Schedules: string[];
  Days: AvailabilityDay[];
}

/**
 * SPEC §3 'Complement product': a sister-park admission offered in the cart, upgradable to a tour.
 * Prices are per adult, in `currency` (the cart's), priced by park-api for the visit date asked for.
 */
export interface ComplementProduct {
  id: number;
  idUpgrade: number | null;
  name: string;
  nameUpgrade: string | null;
  businessUnit: string | null;
  code: string;
  /** The admission's price per adult; never null: a complement park-api cannot price is not offered. */
  price: number;
  /** The tour upgrade's price per adult; null when the complement has no upgrade. */
  priceUpgrade: number | null;
  currency: CurrencyCode;
  /** The park's illustration: `src`, and the responsive WebP variants when there are some. */
  img: { src: string; srcSet?: string };
  infoDetails: {
    titleDescription: string;
    subtitleDescription: string;
    /** HTML from the catalog: sanitize before rendering. */
    textDescription: string;
  };
  hasBeenAdded: boolean;
}
