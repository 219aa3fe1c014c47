import { memo, useEffect, useId, useRef, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '@parks/i18n';
import { selectShopping } from '@parks/site';
import {
  selectComplementErrors,
  selectComplementsAdding,
  selectComplementsStatus,
} from '../../state/cart.slice';
import { selectComplementOffers } from '../../state/complement-offers';
import { useCartActions } from '../../state/use-cart-actions';
import { ComplementCard, type ComplementPriceStatus } from './complement-card';
import { complementUpsellStyles } from './complement-upsell.styles';
import { useNearViewport } from './use-near-viewport';

/**
 * The cart's upsell (SPEC §2 'Complement products'): each sister-park admission as a card that adds it,
 * or its tour upgrade, to the cart, and shows when it is there. Fetched in the browser once per
 * language and priced again whenever the cart's currency or visit date changes; when the catalog cannot
 * be reached the upsell is simply left out, and when only new prices cannot, the cards say so. Plain
 * elements with build-time classes (complement-upsell.styles.ts): no Chakra runtime (issue 16 step 2).
 *
 * Below the lines and totals on a phone, it asks for the offers only once it comes near the viewport:
 * its server HTML (the heading and 'loading') hydrates with the cart, while the request and the cards'
 * render wait until they are about to be seen, out of the page's start (issue 16, session 13). Memoised
 * (it takes no props): the hold countdown's re-renders of the cart page every 500 ms never reach it.
 */
export const ComplementUpsell = memo(function ComplementUpsell(): ReactElement | null {
  const { t } = useTranslation('cart');
  const headingId = useId();
  const { loadComplements, addComplement } = useCartActions();
  const status = useSelector(selectComplementsStatus);
  const offers = useSelector(selectComplementOffers);
  const adding = useSelector(selectComplementsAdding);
  const errors = useSelector(selectComplementErrors);
  const cart = useSelector(selectShopping);
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);

  const currency = cart?.Currency;
  const visitDate = cart?.Lines?.[0]?.VisitDate;
  useEffect(() => {
    if (near) void loadComplements();
  }, [near, loadComplements, currency, visitDate]);

  if ((status === 'failed' || status === 'loaded') && offers.length === 0) return null;
  const priceStatus: ComplementPriceStatus =
    status === 'loaded' ? 'ready' : status === 'failed' ? 'error' : 'loading';

  const c = complementUpsellStyles.classes;
  return (
    <section ref={section} aria-labelledby={headingId} className={c.section}>
      <div>
        <h2 id={headingId} className={c.heading}>
          {t('complements.heading')}
        </h2>
        <p className={c.lead}>{t('complements.lead')}</p>
      </div>
      {offers.length > 0 ? (
        <ul className={c.grid}>
          {offers.map((complement) => (
            <li key={complement.id}>
              <ComplementCard
                complement={complement}
                cart={cart}
                adding={adding.includes(complement.id)}
                errorCode={errors[complement.id] ?? null}
                priceStatus={priceStatus}
                onAdd={(idProduct) => void addComplement(complement.id, idProduct)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className={c.loading}>
          {t('complements.loading')}
        </p>
      )}
    </section>
  );
});
