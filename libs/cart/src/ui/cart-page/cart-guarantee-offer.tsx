import { Box, Button, Text, chakra } from '@chakra-ui/react';
import { useId, type ReactElement } from 'react';
import type { AddOnOffer, CartLine, CurrencyCode } from '@parks/contracts';
import { addOnUnits, amountOfUnits, currencyByCode, fromMinor, toMinor } from '@parks/currency/core';
import { useTranslation } from '@parks/i18n';
import { formatCartTotal } from '../../core/format-cart-total';

export interface CartGuaranteeOfferProps {
  /** The line it would join (its visitors, its name). */
  line: CartLine;
  /** The guarantee as `GET /xapi/add-ons` priced it in the cart's currency. */
  offer: AddOnOffer;
  currency: CurrencyCode;
  /**
   * The line is being changed: the button waits.
   * @default false
   */
  busy?: boolean;
  onAdd: () => void;
}

/**
 * The weather guarantee offered on a cart line (issue 20 §3): its price per visitor and for the line's
 * visitors (infants count, as park-api prices add-ons), what it does, and "not refundable" (SPEC §9) in
 * the button's description.
 */
export function CartGuaranteeOffer({
  line,
  offer,
  currency,
  busy = false,
  onAdd,
}: CartGuaranteeOfferProps): ReactElement | null {
  const { t } = useTranslation('cart');
  const termsId = useId();
  if (offer.UnitPrice === null) return null;
  const { Adults, Children, Infants } = line.Passengers;
  const visitors = Adults + Children + Infants;
  const decimals = currencyByCode(currency).decimal_places;
  const total = fromMinor(
    amountOfUnits([
      { quantity: addOnUnits(visitors, offer.CoversPeople), unitMinor: toMinor(offer.UnitPrice, decimals) },
    ]),
    decimals,
  );
  return (
    <Box
      mt="4"
      p="3"
      rounded="l2"
      borderWidth="1px"
      borderColor="border"
      bg="bg.subtle"
      data-testid="cart-guarantee-offer"
    >
      <Text fontWeight="semibold">{t('guarantee.heading')}</Text>
      <Text fontSize="sm">
        {t('guarantee.price', {
          count: visitors,
          price: formatCartTotal(offer.UnitPrice, currency),
          total: formatCartTotal(total, currency),
        })}
      </Text>
      <Text id={termsId} fontSize="sm" color="fg.muted" mt="1">
        {t('guarantee.what')} <chakra.strong color="fg">{t('guarantee.notRefundable')}</chakra.strong>
      </Text>
      <Button
        mt="2"
        size="sm"
        variant="outline"
        colorPalette="brand"
        aria-label={t('guarantee.addLabel', { name: line.ProductName })}
        aria-describedby={termsId}
        disabled={busy}
        onClick={onAdd}
      >
        {t('guarantee.add')}
      </Button>
    </Box>
  );
}
