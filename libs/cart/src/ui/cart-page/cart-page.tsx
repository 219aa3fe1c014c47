import { useId, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import type { ShoppingCart } from '@parks/contracts';
import { routePath, useTranslation } from '@parks/i18n';
import type { Language } from '@parks/i18n/core';
import { selectLanguage, selectShopping, useSiteConfig } from '@parks/site';
import { formatCartTotal } from '../../core/format-cart-total';
import { CartHoldPanel } from '../cart-hold/cart-hold-panel';
import { useHoldCountdown } from '../cart-hold/use-hold-countdown';
import { ComplementUpsell } from '../complement-upsell/complement-upsell';
import { CartLineItem } from './cart-line-item';
import { CartEmptyNotice } from './cart-page-empty';
import { cartPageStyles } from './cart-page.styles';
import { CartUpdateMessages } from './cart-update-messages';
import { useGuaranteeOffer } from './use-guarantee-offer';

export interface CartPageProps {
  /**
   * Offers the sister-park complements under the products.
   * @default true
   */
  showComplements?: boolean;
}

/**
 * The cart page (SPEC §2 'Cart and checkout'): the cart of the site state (`shopping`, seeded by the
 * page load and replaced by every change made here, so the header summary always agrees), each product
 * with its price breakdown and change / remove buttons, the totals, the way to payment and the upsell.
 */
export function CartPage({ showComplements = true }: CartPageProps): ReactElement {
  const { t } = useTranslation('cart');
  const cart = useSelector(selectShopping);
  const language = useSelector(selectLanguage);
  const { parkSlug } = useSiteConfig();
  const productsId = useId();
  const lines = cart?.Lines ?? [];
  const countdown = useHoldCountdown();
  const guaranteeOffer = useGuaranteeOffer(lines.length > 0 ? (cart?.Currency ?? null) : null, language);

  const c = cartPageStyles.classes;

  return (
    <div className={c.stack}>
      <CartUpdateMessages />
      {countdown && lines.length > 0 ? <CartHoldPanel countdown={countdown} /> : null}
      {!cart || lines.length === 0 ? (
        <CartEmptyNotice />
      ) : (
        <div className={c.layout}>
          <section aria-labelledby={productsId} className={c.products}>
            <h2 id={productsId} className={c.productsHeading}>
              {t('cartPage.productsHeading')}
            </h2>
            <ul className={c.lines}>
              {lines.map((line) => (
                <li key={line.IdLine}>
                  <CartLineItem
                    line={line}
                    cart={cart}
                    language={language}
                    holdEnded={countdown?.ended ?? false}
                    guaranteeOffer={guaranteeOffer}
                  />
                </li>
              ))}
            </ul>
          </section>
          <CartTotals cart={cart} language={language} park={parkSlug} />
        </div>
      )}
      {showComplements && cart && lines.length > 0 ? <ComplementUpsell /> : null}
    </div>
  );
}

function CartTotals({ cart, language, park }: { cart: ShoppingCart; language: Language; park: string }) {
  const { t } = useTranslation('cart');
  const headingId = useId();
  const money = (amount: number) => formatCartTotal(amount, cart.Currency);
  // pt has a payment page but no cart page of its own; every language here has both.
  const paymentHref = routePath('payment-details', language, { park });
  const c = cartPageStyles.classes;
  return (
    <section aria-labelledby={headingId} className={c.totals}>
      <h2 id={headingId} className={c.totalsHeading}>
        {t('cartPage.summaryHeading')}
      </h2>
      <dl className={c.totalsList}>
        {cart.CouponCode && cart.CouponDiscount ? (
          <>
            <dt>{t('cartPage.coupon', { code: cart.CouponCode })}</dt>
            <dd className={c.couponAmount}>{money(-cart.CouponDiscount)}</dd>
          </>
        ) : null}
        <dt className={c.totalName}>{t('cartPage.total')}</dt>
        <dd className={c.totalAmount} data-testid="cart-total">
          {money(cart.Total)}
        </dd>
      </dl>
      {cart.WithErrors ? (
        <p className={c.fixProblems}>{t('cartPage.fixProblems')}</p>
      ) : paymentHref ? (
        <div className={c.toPaymentRow}>
          <a href={paymentHref} className={c.toPayment}>
            {t('cartPage.goToPayment')}
          </a>
        </div>
      ) : null}
    </section>
  );
}
