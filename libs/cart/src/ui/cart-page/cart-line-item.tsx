import { lazy, Suspense, useId, useState, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import type { AddOnOffer, CartLine, ShoppingCart } from '@parks/contracts';
import { formatLongDate, useTranslation } from '@parks/i18n';
import type { Language } from '@parks/i18n/core';
import { WithChakra } from '@parks/site';
import { formatCartTotal } from '../../core/format-cart-total';
import { cartErrorKey } from '../../core/line-messages';
import { cartHold, isLineHoldExpired } from '../../core/cart-hold';
import { selectHoldError, selectLineActivity, type CartRootState } from '../../state/cart.slice';
import { useCartActions } from '../../state/use-cart-actions';
import { CartLineBreakdown } from './cart-line-breakdown';
import { CartGuaranteeOffer } from './cart-guarantee-offer';
import { cartPageStyles } from './cart-page.styles';

// The line editor (Chakra's fields, selects and buttons) is a chunk of its own, with Chakra's runtime (the host's
// scope, `WithChakra`): the cart page renders and hydrates as plain elements, and the editor's code and the runtime
// load when the visitor points at, focuses or touches 'Change' (issue 16). A press made before they arrived opens
// the editor as soon as they have: its open state is kept while the countdown re-renders the page, and the
// editor's boundary is new, with no server HTML to lose.
const loadCartLineEditor = () => import('./cart-line-editor');
const CartLineEditor = lazy(() =>
  loadCartLineEditor().then((module) => ({ default: module.CartLineEditor })),
);

export interface CartLineItemProps {
  line: CartLine;
  cart: ShoppingCart;
  language: Language;
  /**
   * The cart's hold ran out: the line is shown as expired, with 'hold again'.
   * @default false
   */
  holdEnded?: boolean;
  /**
   * The weather guarantee in the cart's currency: offered on a visit that has not got it (issue 20 §3).
   * @default null
   */
  guaranteeOffer?: AddOnOffer | null;
}

/** One product of the cart: what, when, who, how it was priced, and its change and remove buttons. */
export function CartLineItem({
  line,
  cart,
  language,
  holdEnded = false,
  guaranteeOffer = null,
}: CartLineItemProps): ReactElement {
  const { t } = useTranslation('cart');
  const headingId = useId();
  const editorId = useId();
  const activity = useSelector((state: CartRootState) => selectLineActivity(state, line.IdLine));
  const holdError = useSelector((state: CartRootState) => selectHoldError(state, line.IdLine));
  const { updateLine, removeLine, holdLineAgain, addLineAddOn } = useCartActions();
  // Only a cart with a hold has expired lines; a line of an older answer has no HoldStatus.
  const expired = cartHold(cart) !== null && isLineHoldExpired(line, holdEnded);
  const [editing, setEditing] = useState(false);
  // Once the visitor reaches for 'Change', the editor's code and Chakra's scope start loading.
  const [editorWanted, setEditorWanted] = useState(false);
  const wantEditor = () => {
    if (editorWanted) return;
    void loadCartLineEditor().catch(() => undefined);
    setEditorWanted(true);
  };
  const busy = activity !== undefined;

  const { Adults, Children, Infants } = line.Passengers;
  const passengers = [
    Adults > 0 ? t('cartPage.adults', { count: Adults }) : null,
    Children > 0 ? t('cartPage.children', { count: Children }) : null,
    Infants > 0 ? t('cartPage.infants', { count: Infants }) : null,
  ].filter((text): text is string => text !== null);
  const addOns = (line.AddOns ?? []).map((addOn) => addOn.Name);
  // A hotel stay (park-api's hotel-stays call) also answers its check-out; it is changed by booking again,
  // so it has no editor. Read here until @parks/contracts' CartLine takes the field.
  const checkOut = (line as CartLine & { CheckOutDate?: string | null }).CheckOutDate ?? null;

  // A hotel stay is not a visit the guarantee moves; a line that cannot be bought as is gets fixed first.
  const offersGuarantee =
    guaranteeOffer !== null &&
    !checkOut &&
    !expired &&
    !line.ErrorCode &&
    !(line.AddOns ?? []).some((addOn) => addOn.IdProduct === guaranteeOffer.IdProduct);

  const save = async (changes: Parameters<typeof updateLine>[1]) => {
    if (await updateLine(line.IdLine, changes)) setEditing(false);
  };

  const c = cartPageStyles.classes;
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy}
      className={line.ErrorCode ? c.lineWithError : expired ? c.lineExpired : c.line}
    >
      <div className={c.lineHead}>
        <h3 id={headingId} className={c.lineName}>
          {line.ProductName}
        </h3>
        <div className={c.lineAmountBox}>
          <p className={c.muted}>{t('cartPage.lineAmount')}</p>
          <p className={c.lineAmount} data-testid="line-amount">
            {formatCartTotal(line.Amount, cart.Currency)}
          </p>
        </div>
      </div>

      <dl className={c.facts}>
        <dt className={c.factName}>{t(checkOut ? 'cartPage.checkIn' : 'cartPage.visitDate')}</dt>
        <dd>{formatLongDate(line.VisitDate, language)}</dd>
        {checkOut ? (
          <>
            <dt className={c.factName}>{t('cartPage.checkOut')}</dt>
            <dd>{formatLongDate(checkOut, language)}</dd>
          </>
        ) : null}
        {line.Schedule ? (
          <>
            <dt className={c.factName}>{t('cartPage.schedule')}</dt>
            <dd>{line.Schedule}</dd>
          </>
        ) : null}
        <dt className={c.factName}>{t('cartPage.passengers')}</dt>
        <dd>{passengers.join(', ')}</dd>
        {addOns.length > 0 ? (
          <>
            <dt className={c.factName}>{t('cartPage.addOns')}</dt>
            <dd>{addOns.join(', ')}</dd>
          </>
        ) : null}
      </dl>

      {line.ErrorCode ? (
        <p className={c.lineProblem}>
          {t('cartPage.lineProblem', { problem: t(`errors.${cartErrorKey(line.ErrorCode)}`) })}
        </p>
      ) : null}

      {expired ? (
        <div className={c.expired} data-testid="line-hold-expired">
          <p className={c.semibold}>{t('hold.expired')}</p>
          {holdError ? (
            <p className={c.holdAgainFailed}>
              {t('hold.holdAgainFailed', { problem: t(`errors.${cartErrorKey(holdError)}`) })}
            </p>
          ) : null}
        </div>
      ) : null}

      <div className={c.breakdownBox}>
        <CartLineBreakdown line={line} currency={cart.Currency} />
      </div>

      {offersGuarantee ? (
        <CartGuaranteeOffer
          line={line}
          offer={guaranteeOffer}
          currency={cart.Currency}
          busy={busy}
          onAdd={() => void addLineAddOn(line.IdLine, guaranteeOffer.IdProduct)}
        />
      ) : null}

      <div className={c.actions}>
        {expired ? (
          <button
            type="button"
            className={c.holdAgain}
            aria-label={t('hold.holdAgainLabel', { name: line.ProductName })}
            disabled={busy}
            onClick={() => void holdLineAgain(line.IdLine)}
          >
            {t('hold.holdAgain')}
          </button>
        ) : null}
        {checkOut ? null : (
          <button
            type="button"
            className={c.edit}
            aria-label={t('cartPage.editLabel', { name: line.ProductName })}
            aria-expanded={editing}
            aria-controls={editing ? editorId : undefined}
            disabled={busy}
            onPointerEnter={wantEditor}
            onFocus={wantEditor}
            onTouchStart={wantEditor}
            onClick={() => setEditing((open) => !open)}
          >
            {t('cartPage.edit')}
          </button>
        )}
        <button
          type="button"
          className={c.remove}
          aria-label={t('cartPage.removeLabel', { name: line.ProductName })}
          disabled={busy}
          onClick={() => void removeLine(line.IdLine)}
        >
          {t('cartPage.remove')}
        </button>
        {busy ? (
          <span className={c.busy}>
            <span className={c.spinner} />
            {t(
              activity === 'removing'
                ? 'cartPage.removing'
                : activity === 'holding'
                  ? 'hold.holding'
                  : 'cartPage.updating',
            )}
          </span>
        ) : null}
      </div>

      {editing ? (
        <div id={editorId}>
          <Suspense fallback={null}>
            <WithChakra>
              <CartLineEditor
                line={line}
                currency={cart.Currency}
                busy={busy}
                onSave={(changes) => void save(changes)}
                onCancel={() => setEditing(false)}
              />
            </WithChakra>
          </Suspense>
        </div>
      ) : editorWanted ? (
        // Loads the host's Chakra scope (its system and Emotion) ahead of the press; it renders nothing.
        <Suspense fallback={null}>
          <WithChakra>{null}</WithChakra>
        </Suspense>
      ) : null}
    </article>
  );
}
