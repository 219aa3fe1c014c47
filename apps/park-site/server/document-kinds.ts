import { matchSitePage, type RouteId } from '@parks/i18n/core';
import type { SiteConfig } from '@parks/site/core';
import { isAmpPath } from '../app/amp/amp-pages';
import type { ContentSecurityPolicyOptions } from './content-security-policy';

/** What a kind of document adds to the site's base Content-Security-Policy. */
export type PolicyExtension = Pick<
  ContentSecurityPolicyOptions,
  'extraScriptSrc' | 'extraStyleSrc' | 'inlineStyles'
>;

/**
 * A kind of document with a policy of its own. The first kind whose `matches` accepts the request path
 * extends the base policy; every other document gets the base policy alone.
 */
export interface DocumentKind {
  name: string;
  matches(pathname: string): boolean;
  policy: PolicyExtension;
}

/** The checkout pages that embed the installment provider (decision 005; the committed script inventory). */
const CHECKOUT_ROUTES: readonly RouteId[] = ['payment-details', 'payment-details-coupon', 'thank-you'];

/**
 * The checkout pages may load exactly the installment provider's script: its origin joins script-src
 * there and nowhere else. The cart links to the payment page with a plain link, so the payment page
 * is always a fresh document with this policy (never a client-side navigation under another page's).
 */
export function checkoutDocuments(
  config: Pick<SiteConfig, 'parkSlug' | 'sisterParks'>,
  installmentScriptUrl: string | undefined,
): DocumentKind {
  const sisterParks = config.sisterParks.map((park) => park.slug);
  return {
    name: 'checkout',
    matches(pathname) {
      const page = matchSitePage(pathname, config.parkSlug, sisterParks);
      return page !== undefined && CHECKOUT_ROUTES.includes(page.id);
    },
    policy: { extraScriptSrc: installmentScriptUrl ? [new URL(installmentScriptUrl).origin] : [] },
  };
}

/**
 * The Spanish AMP pages (decision 008-amp-validation): plain documents whose only scripts are the AMP
 * runtime and its extensions, and whose styles are the inline AMP boilerplate and `<style amp-custom>`,
 * which AMP forbids to carry attributes such as a nonce.
 */
export const ampDocuments: DocumentKind = {
  name: 'amp',
  matches: isAmpPath,
  policy: { extraScriptSrc: ['https://cdn.ampproject.org'], inlineStyles: 'unsafe-inline' },
};
