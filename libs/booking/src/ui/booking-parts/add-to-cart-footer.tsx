import { Box, Button, Flex, Link, Spinner, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '@parks/i18n';
import { useSiteConfig } from '@parks/site';
import type { BookingMessageKey } from '../../core/booking-messages';

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
          <Link
            href={`tel:${callCenterPhone.replace(/\s+/g, '')}`}
            color="inherit"
            textDecoration="underline"
          >
            {callCenterPhone}
          </Link>
        </>
      )}
    </>
  );
}

/** A booking flow's error box. */
export function BookingAlert({ id, children }: { id?: string; children: ReactNode }): ReactElement {
  return (
    <Box id={id} role="alert" p="3" rounded="l2" bg="bg.error" color="fg.error">
      {children}
    </Box>
  );
}

/** A line with a spinner (prices loading, the package being priced, the add on its way). */
export function PendingLine({ children }: { children: ReactNode }): ReactElement {
  return (
    <Flex align="center" gap="2">
      <Spinner size="sm" />
      <Text>{children}</Text>
    </Flex>
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
    <Box role="status" minH="6">
      {children}
      {status === 'adding' && <PendingLine>{t('widget.adding')}</PendingLine>}
      {status === 'added' && (
        <Text fontWeight="semibold" color="fg">
          {addedText}{' '}
          <Link href={cartHref} color="brand.fg" textDecoration="underline">
            {t('widget.goToCart')}
          </Link>
        </Text>
      )}
    </Box>
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
      <Button type="button" colorPalette="brand" size="lg" disabled={disabled} onClick={onAdd}>
        {label}
      </Button>
    </>
  );
}
