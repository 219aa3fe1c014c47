import { useId, type ReactElement, type ReactNode } from 'react';
import type { ComplementProduct, ShoppingCart } from '@parks/contracts';
import { formatAmount } from '@parks/currency/core';
import { useTranslation } from '@parks/i18n';
import { complementInCart } from '../../core/complements';
import { cartErrorKey } from '../../core/line-messages';
import { ComplementDescription } from './complement-description';
import { complementUpsellStyles } from './complement-upsell.styles';

export interface ComplementCardProps {
  complement: ComplementProduct;
  /** The cart, to tell whether the admission or its tour upgrade is the one in it. */
  cart: ShoppingCart | null;
  /** Whether one of its products is being added. @default false */
  adding?: boolean;
  /** Why the last add failed (park-api's code), if it did. @default null */
  errorCode?: string | null;
  /**
   * Whether the prices shown are the cart's: `loading` while they are asked for again (the cart's
   * currency or date changed), `error` when they could not be had. No stale price is ever shown.
   * @default 'ready'
   */
  priceStatus?: ComplementPriceStatus;
  /** Adds a product: the complement's `id`, or its `idUpgrade` for the tour (replacing the admission). */
  onAdd: (idProduct: number) => void;
}

export type ComplementPriceStatus = 'ready' | 'loading' | 'error';

/** Where a complement stands for the visitor: offered, its admission added, or upgraded to its tour. */
export type ComplementCardState = 'offered' | 'added' | 'upgraded';

/**
 * One complement (a sister-park admission): image, title, subtitle, description (HTML the catalog API
 * sanitized), its price and its tour's per adult in the cart's currency, and add / upgrade-to-tour. Once added it is
 * marked, and still offers the upgrade, which replaces the admission's line by the tour's. Plain elements
 * with build-time classes (complement-upsell.styles.ts): no Chakra runtime (issue 16 step 2).
 */
export function ComplementCard({
  complement,
  cart,
  adding = false,
  errorCode = null,
  priceStatus = 'ready',
  onAdd,
}: ComplementCardProps): ReactElement {
  const { t } = useTranslation('cart');
  const headingId = useId();
  const { infoDetails } = complement;
  const title = infoDetails.titleDescription || complement.name;
  const inCart = complementInCart(complement, cart);
  const added = complement.hasBeenAdded || inCart !== null;
  const state: ComplementCardState = inCart === 'upgrade' ? 'upgraded' : added ? 'added' : 'offered';
  const upgradeName = complement.nameUpgrade ?? complement.name;
  // The tour can still replace an admission that is in the cart; nothing is offered once upgraded.
  const canUpgrade = complement.idUpgrade !== null && (state === 'offered' || inCart === 'admission');
  const c = complementUpsellStyles.classes;
  const upgrading = adding && state !== 'offered';
  const upgradeButton = canUpgrade ? (
    <button
      type="button"
      className={c.upgrade}
      aria-label={t('complements.upgradeLabel', { name: upgradeName })}
      data-loading={upgrading ? '' : undefined}
      disabled={adding}
      onClick={() => onAdd(complement.idUpgrade as number)}
    >
      <ButtonLabel loading={upgrading} loadingText={t('complements.adding')}>
        {t('complements.upgrade')}
      </ButtonLabel>
    </button>
  ) : null;

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={adding}
      data-state={state}
      className={added ? c.cardAdded : c.card}
    >
      {complement.img.src ? (
        <img
          src={complement.img.src}
          srcSet={complement.img.srcSet || undefined}
          sizes={complement.img.srcSet ? '(min-width: 80em) 33vw, (min-width: 48em) 50vw, 100vw' : undefined}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className={c.image}
        />
      ) : null}
      <div className={c.body}>
        <h3 id={headingId} className={c.title}>
          {title}
        </h3>
        {infoDetails.subtitleDescription ? (
          <p className={c.subtitle}>{infoDetails.subtitleDescription}</p>
        ) : null}
        {infoDetails.textDescription ? <ComplementDescription html={infoDetails.textDescription} /> : null}
        <div className={c.foot}>
          <ComplementPrices complement={complement} status={priceStatus} />
          {added ? (
            <p className={c.added} data-testid="complement-added">
              <span aria-hidden="true">{'✓ '}</span>
              {inCart === 'upgrade'
                ? t('complements.upgraded', { name: upgradeName })
                : t('complements.added')}
            </p>
          ) : null}
          {state === 'offered' || upgradeButton ? (
            <div className={c.actions}>
              {state === 'offered' ? (
                <button
                  type="button"
                  className={c.add}
                  aria-label={t('complements.addLabel', { name: complement.name })}
                  data-loading={adding ? '' : undefined}
                  disabled={adding}
                  onClick={() => onAdd(complement.id)}
                >
                  <ButtonLabel loading={adding} loadingText={t('complements.adding')}>
                    {t('complements.add')}
                  </ButtonLabel>
                </button>
              ) : null}
              {upgradeButton}
            </div>
          ) : null}
          {errorCode && state !== 'upgraded' ? (
            <p className={c.error}>{t(`errors.${cartErrorKey(errorCode)}`)}</p>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** A button's label, or while it works its spinner and `loadingText` (as Chakra's `<Button loading>` drew them). */
function ButtonLabel({
  loading,
  loadingText,
  children,
}: {
  loading: boolean;
  loadingText: string;
  children: ReactNode;
}): ReactNode {
  const c = complementUpsellStyles.classes;
  if (!loading) return children;
  return (
    <span className={c.loader}>
      <span className={c.loaderSpinner} />
      {loadingText}
    </span>
  );
}

/** The admission's and its tour's prices per adult, or why they are not shown. */
function ComplementPrices({
  complement,
  status,
}: {
  complement: ComplementProduct;
  status: ComplementPriceStatus;
}): ReactElement {
  const { t } = useTranslation('cart');
  const c = complementUpsellStyles.classes;
  if (status !== 'ready')
    return (
      <p className={c.priceStatus} role="status" data-testid="complement-price">
        {status === 'loading' ? t('complements.priceLoading') : t('complements.priceUnavailable')}
      </p>
    );
  return (
    <div className={c.prices} data-testid="complement-price">
      <p>
        <strong className={c.price}>{formatAmount(complement.price, complement.currency)}</strong>{' '}
        {t('complements.perAdult')}
      </p>
      {complement.priceUpgrade !== null && complement.nameUpgrade ? (
        <p className={c.upgradePrice}>
          {t('complements.upgradePrice', {
            name: complement.nameUpgrade,
            price: formatAmount(complement.priceUpgrade, complement.currency),
          })}
        </p>
      ) : null}
    </div>
  );
}
