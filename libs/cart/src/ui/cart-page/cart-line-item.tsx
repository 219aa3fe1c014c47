import { Box, Button, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { useId, useState, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import type { AddOnOffer, CartLine, ShoppingCart } from '@parks/contracts';
import { formatLongDate, useTranslation } from '@parks/i18n';
import type { Language } from '@parks/i18n/core';
import { formatCartTotal } from '../../core/format-cart-total';
import { cartErrorKey } from '../../core/line-messages';
import { cartHold, isLineHoldExpired } from '../../core/cart-hold';
import { selectHoldError, selectLineActivity, type CartRootState } from '../../state/cart.slice';
import { useCartActions } from '../../state/use-cart-actions';
import { CartLineBreakdown } from './cart-line-breakdown';
import { CartGuaranteeOffer } from './cart-guarantee-offer';
import { CartLineEditor } from './cart-line-editor';

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

  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      aria-busy={busy}
      borderWidth="1px"
      borderColor={line.ErrorCode ? 'border.error' : expired ? 'border.warning' : 'border'}
      rounded="l3"
      p={{ base: '4', md: '6' }}
      bg="bg"
    >
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Heading as="h3" id={headingId} size="lg" minW="0" overflowWrap="anywhere">
          {line.ProductName}
        </Heading>
        <Box textAlign="end">
          <Text fontSize="sm" color="fg.muted">
            {t('cartPage.lineAmount')}
          </Text>
          <Text fontSize="xl" fontWeight="bold" data-testid="line-amount">
            {formatCartTotal(line.Amount, cart.Currency)}
          </Text>
        </Box>
      </Flex>

      <Box
        as="dl"
        mt="3"
        display="grid"
        gridTemplateColumns="auto 1fr"
        columnGap="4"
        rowGap="1"
        fontSize="sm"
      >
        <Box as="dt" fontWeight="semibold">
          {t(checkOut ? 'cartPage.checkIn' : 'cartPage.visitDate')}
        </Box>
        <Box as="dd">{formatLongDate(line.VisitDate, language)}</Box>
        {checkOut ? (
          <>
            <Box as="dt" fontWeight="semibold">
              {t('cartPage.checkOut')}
            </Box>
            <Box as="dd">{formatLongDate(checkOut, language)}</Box>
          </>
        ) : null}
        {line.Schedule ? (
          <>
            <Box as="dt" fontWeight="semibold">
              {t('cartPage.schedule')}
            </Box>
            <Box as="dd">{line.Schedule}</Box>
          </>
        ) : null}
        <Box as="dt" fontWeight="semibold">
          {t('cartPage.passengers')}
        </Box>
        <Box as="dd">{passengers.join(', ')}</Box>
        {addOns.length > 0 ? (
          <>
            <Box as="dt" fontWeight="semibold">
              {t('cartPage.addOns')}
            </Box>
            <Box as="dd">{addOns.join(', ')}</Box>
          </>
        ) : null}
      </Box>

      {line.ErrorCode ? (
        <Text mt="3" color="fg.error" fontWeight="semibold">
          {t('cartPage.lineProblem', { problem: t(`errors.${cartErrorKey(line.ErrorCode)}`) })}
        </Text>
      ) : null}

      {expired ? (
        <Box mt="3" data-testid="line-hold-expired">
          <Text fontWeight="semibold">{t('hold.expired')}</Text>
          {holdError ? (
            <Text mt="1" color="fg.error">
              {t('hold.holdAgainFailed', { problem: t(`errors.${cartErrorKey(holdError)}`) })}
            </Text>
          ) : null}
        </Box>
      ) : null}

      <Box mt="4">
        <CartLineBreakdown line={line} currency={cart.Currency} />
      </Box>

      {offersGuarantee ? (
        <CartGuaranteeOffer
          line={line}
          offer={guaranteeOffer}
          currency={cart.Currency}
          busy={busy}
          onAdd={() => void addLineAddOn(line.IdLine, guaranteeOffer.IdProduct)}
        />
      ) : null}

      <Flex mt="4" gap="3" align="center" wrap="wrap">
        {expired ? (
          <Button
            size="sm"
            colorPalette="brand"
            aria-label={t('hold.holdAgainLabel', { name: line.ProductName })}
            disabled={busy}
            onClick={() => void holdLineAgain(line.IdLine)}
          >
            {t('hold.holdAgain')}
          </Button>
        ) : null}
        {checkOut ? null : (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('cartPage.editLabel', { name: line.ProductName })}
            aria-expanded={editing}
            aria-controls={editing ? editorId : undefined}
            disabled={busy}
            onClick={() => setEditing((open) => !open)}
          >
            {t('cartPage.edit')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('cartPage.removeLabel', { name: line.ProductName })}
          disabled={busy}
          onClick={() => void removeLine(line.IdLine)}
        >
          {t('cartPage.remove')}
        </Button>
        {busy ? (
          <Flex as="span" align="center" gap="2" fontSize="sm" color="fg.muted">
            <Spinner size="sm" />
            {t(
              activity === 'removing'
                ? 'cartPage.removing'
                : activity === 'holding'
                  ? 'hold.holding'
                  : 'cartPage.updating',
            )}
          </Flex>
        ) : null}
      </Flex>

      {editing ? (
        <Box id={editorId}>
          <CartLineEditor
            line={line}
            currency={cart.Currency}
            busy={busy}
            onSave={(changes) => void save(changes)}
            onCancel={() => setEditing(false)}
          />
        </Box>
      ) : null}
    </Box>
  );
}
