import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '@parks/i18n';
import { useSiteConfig } from '@parks/site';
import type { BookingMessageKey } from '../../core/booking-messages';
import { bookingPartsStyles } from './booking-parts.styles';

const c = bookingPartsStyles.classes;

/** An add's progress in a booking flow. */
export type CartStatus = 'idle' | 'adding' | 'added';

/** A SPEC §8 message in the visitor's language; 'offline' adds the call center's number. */
export function BookingMessage({ messageKey }: { messageKey: BookingMessageKey }): ReactElement {
  const { t } = useTranslation('booking');
  const { callCenterPhone } = useSiteConfig();
  return (
    <>
      {t(`messages.${messageKey}`)}
      {messageKey === 'offline' && (
        <>
          {' '}
          {t('widget.callCenter')}{' '}
          <a href={`tel:${callCenterPhone.replace(/\s+/g, '')}`} className={c.callLink}>
            {callCenterPhone}
          </a>
        </>
      )}
    </>
  );
}

/** A booking flow's error box. */
export function BookingAlert({ id, children }: { id?: string; children: ReactNode }): ReactElement {
  return (
    <div id={id} role="alert" className={c.alert}>
      {children}
    </div>
  );
}

/** A line with a spinner (prices loading, the package being priced, the add on its way). */
export function PendingLine({ children }: { children: ReactNode }): ReactElement {
  return (
    <div className={c.pendingLine}>
      <span className={c.spinner} />
      <p>{children}</p>
    </div>
  );
}

export interface CartStatusLineProps {
  status: CartStatus;
  /** What is in the cart once added ('Your stay is in the cart.'). */
  addedText: string;
  cartHref: string;
  /** Lines before the add's (prices loading, pricing). */
  children?: ReactNode;
}

/** The flows' status line: what is pending, the add on its way, then added with the link to the cart. */
export function CartStatusLine({ status, addedText, cartHref, children }: CartStatusLineProps): ReactElement {
  const { t } = useTranslation('booking');
  return (
    <div role="status" className={c.status}>
      {children}
      {status === 'adding' && <PendingLine>{t('widget.adding')}</PendingLine>}
      {status === 'added' && (
        <p className={c.added}>
          {addedText}{' '}
          <a href={cartHref} className={c.cartLink}>
            {t('widget.goToCart')}
          </a>
        </p>
      )}
    </div>
  );
}

export interface AddToCartFooterProps extends CartStatusLineProps {
  /** The flow's message (SPEC §8), in an alert under the status line. */
  message?: ReactNode;
  label: string;
  disabled: boolean;
  onAdd: () => void;
}

/** The end of the package builder and the hotel calendar: status line, message, 'Add … to cart'. */
export function AddToCartFooter({
  message,
  label,
  disabled,
  onAdd,
  ...status
}: AddToCartFooterProps): ReactElement {
  return (
    <>
      <CartStatusLine {...status} />
      {message && <BookingAlert>{message}</BookingAlert>}
      <button type="button" className={c.addToCart} disabled={disabled} onClick={onAdd}>
        {label}
      </button>
    </>
  );
}
