/**
 * The build-your-own package's rules (SPEC §1, §5 'Booking', §9): at most 5 parks or tours, one visit
 * per date, never the same product twice, and the package discount — the same rule park-api prices the
 * cart's package group with (apps/park-api/src/pricing/discount-rules.ts).
 */
import type { BookingMessageKey } from './booking-messages';

/** SPEC §5 'A package holds at most 5 products' and §9 'Package: at most 5 products'. */
export const PACKAGE_MAX_PRODUCTS = 5;
/** SPEC §9: 20 % off combos of 3 or more parks or tours. */
export const MULTI_PARK_MIN_PIECES = 3;
export const MULTI_PARK_PERCENT = 20;
/** SPEC §9: 15 % off two-park combos/packages bought 21 or more days ahead (the 10 % never applies). */
export const TWO_PARK_ADVANCE_MIN_DAYS = 21;
export const TWO_PARK_ADVANCE_PERCENT = 15;

/** A park or tour of the package, on its own date. */
export interface PackagePiece {
  productId: number;
  /** `YYYY-MM-DD` */
  date: string;
  schedule: string | null;
}

export type AddPieceResult =
  | { ok: true; pieces: PackagePiece[] }
  | { ok: false; message: Extract<BookingMessageKey, 'packageLimit' | 'duplicate'> };

/** Adds a piece, or says which rule it breaks (the SPEC §8 message). */
export function addPackagePiece(pieces: readonly PackagePiece[], piece: PackagePiece): AddPieceResult {
  if (pieces.length >= PACKAGE_MAX_PRODUCTS) return { ok: false, message: 'packageLimit' };
  if (pieces.some((other) => other.productId === piece.productId || other.date === piece.date))
    return { ok: false, message: 'duplicate' };
  return { ok: true, pieces: [...pieces, piece] };
}

export function removePackagePiece(pieces: readonly PackagePiece[], productId: number): PackagePiece[] {
  return pieces.filter((piece) => piece.productId !== productId);
}

/** The discount of one piece of a package of `size` pieces, visited `daysAhead` days after purchase. */
export function packageDiscountPercent(size: number, daysAhead: number): number {
  if (size >= MULTI_PARK_MIN_PIECES) return MULTI_PARK_PERCENT;
  return daysAhead >= TWO_PARK_ADVANCE_MIN_DAYS ? TWO_PARK_ADVANCE_PERCENT : 0;
}

/** How many more pieces until the 20 % multi-park discount; 0 once it applies. */
export function piecesUntilMultiParkDiscount(size: number): number {
  return Math.max(0, MULTI_PARK_MIN_PIECES - size);
}

// The package quote's wire types are @parks/contracts'.
export type { PackageQuote, PackageQuoteLine, PackageQuoteRequest } from '@parks/contracts/core';
