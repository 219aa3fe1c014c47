import { linkPath, type Language, type RouteId } from '@parks/i18n/core';

// Some languages lack a page (pt has only the checkout routes): docs/decisions/013-portuguese-links.md.
function pathOrFallback(id: RouteId, language: Language, park: string): string {
  return linkPath(id, language, { park }) as string;
}

/** The cart page of a language (SPEC §2 'Cart and checkout'). */
export function cartPath(language: Language, park: string): string {
  return pathOrFallback('cart', language, park);
}

/** The park admission page, where an empty cart's 'Buy' leads. */
export function admissionPath(language: Language, park: string): string {
  return pathOrFallback('admission', language, park);
}
