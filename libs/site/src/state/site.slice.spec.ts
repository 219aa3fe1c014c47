import { describe, expect, it } from '@jest/globals';
import { initialSiteState, pageLoaded, siteSlice } from './site.slice';

describe('the site slice', () => {
  it('defaults to loading with the payment button shown and no cart (SPEC §3)', () => {
    expect(initialSiteState).toMatchObject({
      loading: true,
      showPaymentButton: true,
      shopping: null,
      installmentWidgetReady: false,
    });
  });
  it('takes over a new page load', () => {
    const next = siteSlice.reducer(
      initialSiteState,
      pageLoaded({ sectionSite: 'gallery', hreflangs: { es: '/es/galeria/' } }),
    );
    expect(next).toMatchObject({ sectionSite: 'gallery', hreflangs: { es: '/es/galeria/' }, loading: true });
  });
});
