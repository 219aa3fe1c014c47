import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactElement } from 'react';
import type { ShoppingCart } from '@parks/contracts';
import { formatLongDate, useTranslation, type Language } from '@parks/i18n';
import { PassengersText } from '../passengers/passengers-text';

export interface OrderSummaryProps {
  cart: ShoppingCart;
  language: Language;
  formatMoney: (amount: number) => string;
}

/** What is being paid: each product with its date and visitors, the coupon, and the total. */
export function OrderSummary({ cart, language, formatMoney }: OrderSummaryProps): ReactElement {
  const { t } = useTranslation('payments');
  const id = useId();
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderColor="border"
      rounded="l3"
      p={{ base: '4', md: '6' }}
      bg="bg.subtle"
    >
      <Heading as="h2" id={id} size="lg" mb="4">
        {t('summary.heading')}
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none">
        {cart.Lines.map((line) => (
          <Box as="li" key={line.IdLine} display="flex" justifyContent="space-between" gap="4">
            <Box>
              <Text fontWeight="semibold">{line.ProductName}</Text>
              <Text fontSize="sm" color="fg.muted">
                {formatLongDate(line.VisitDate, language)} · <PassengersText passengers={line.Passengers} />
              </Text>
            </Box>
            <Text whiteSpace="nowrap">{formatMoney(line.Amount)}</Text>
          </Box>
        ))}
      </Stack>
      <Box as="dl" display="grid" gridTemplateColumns="1fr auto" rowGap="2" columnGap="4" mt="4">
        {cart.CouponCode && cart.CouponDiscount ? (
          <>
            <Box as="dt">{t('summary.coupon', { code: cart.CouponCode })}</Box>
            <Box as="dd" textAlign="end" color="fg.success">
              {formatMoney(-cart.CouponDiscount)}
            </Box>
          </>
        ) : null}
        <Box as="dt" fontWeight="bold" fontSize="lg">
          {t('summary.total')}
        </Box>
        <Box as="dd" textAlign="end" fontWeight="bold" fontSize="xl" data-testid="payment-total">
          {formatMoney(cart.Total)}
        </Box>
      </Box>
    </Box>
  );
}
