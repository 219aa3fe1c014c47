import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '@parks/i18n';
import { selectLanguage, useSiteConfig } from '@parks/site';
import { admissionPath } from '../../core/cart-routes';
import { cartPageStyles } from './cart-page.styles';

/**
 * The cart page of a cart that was empty when the page loaded (SPEC §2 'Cart and checkout'), as
 * `CartPage` renders it: the update messages' status region (empty: nothing was updated on this page)
 * and the way to the admissions. Nothing in it needs Chakra's runtime or the cart's state, so a host can
 * render it as it is and load `CartPage` (Chakra) only for a cart with lines (issue 16 step 2); once a
 * cart had lines, `CartPage` stays and shows its emptying itself.
 */
export function CartPageEmpty(): ReactElement {
  return (
    <div className={cartPageStyles.classes.stack}>
      <div role="status" aria-live="polite" aria-atomic="true" />
      <CartEmptyNotice />
    </div>
  );
}

/** 'Your cart is empty' and the way to the admissions (inside `CartPage` once its last line is gone). */
export function CartEmptyNotice(): ReactElement {
  const { t } = useTranslation('cart');
  const language = useSelector(selectLanguage);
  const { parkSlug } = useSiteConfig();
  const c = cartPageStyles.classes;
  return (
    <div className={c.empty}>
      <h2 className={c.emptyHeading}>{t('cartPage.emptyHeading')}</h2>
      <p className={c.emptyText}>{t('cartPage.emptyText')}</p>
      <a href={admissionPath(language, parkSlug)} className={c.emptyBuy}>
        {t('cartPage.emptyBuy')}
      </a>
    </div>
  );
}
