import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
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

  return (
    <Stack gap="8">
      <CartUpdateMessages />
      {countdown && lines.length > 0 ? <CartHoldPanel countdown={countdown} /> : null}
      {!cart || lines.length === 0 ? (
        <CartEmptyNotice />
      ) : (
        <Box
          display="grid"
          gap="8"
          gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
          alignItems="start"
        >
          <Box as="section" aria-labelledby={productsId} minW="0">
            <Heading as="h2" id={productsId} size="xl" mb="4">
              {t('cartPage.productsHeading')}
            </Heading>
            <Stack as="ul" gap="4" listStyleType="none">
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
            </Stack>
          </Box>
          <CartTotals cart={cart} language={language} park={parkSlug} />
        </Box>
      )}
      {showComplements && cart && lines.length > 0 ? <ComplementUpsell /> : null}
    </Stack>
  );
}

function CartTotals({ cart, language, park }: { cart: ShoppingCart; language: Language; park: string }) {
  const { t } = useTranslation('cart');
  const headingId = useId();
  const money = (amount: number) => formatCartTotal(amount, cart.Currency);
  // pt has a payment page but no cart page of its own; every language here has both.
  const paymentHref = routePath('payment-details', language, { park });
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="border"
      rounded="l3"
      p={{ base: '4', md: '6' }}
      bg="bg.subtle"
      position={{ lg: 'sticky' }}
      top={{ lg: '4' }}
    >
      <Heading as="h2" id={headingId} size="lg" mb="4">
        {t('cartPage.summaryHeading')}
      </Heading>
      <Box as="dl" display="grid" gridTemplateColumns="1fr auto" rowGap="2" columnGap="4">
        {cart.CouponCode && cart.CouponDiscount ? (
          <>
            <Box as="dt">{t('cartPage.coupon', { code: cart.CouponCode })}</Box>
            <Box as="dd" textAlign="end" color="fg.success">
              {money(-cart.CouponDiscount)}
            </Box>
          </>
        ) : null}
        <Box as="dt" fontWeight="bold" fontSize="lg">
          {t('cartPage.total')}
        </Box>
        <Box as="dd" textAlign="end" fontWeight="bold" fontSize="xl" data-testid="cart-total">
          {money(cart.Total)}
        </Box>
      </Box>
      {cart.WithErrors ? (
        <Text mt="4" color="fg.error" fontSize="sm">
          {t('cartPage.fixProblems')}
        </Text>
      ) : paymentHref ? (
        <Flex mt="6">
          <Button
            asChild
            // A link styled as a button: Button's type="button" is not allowed on <a> (W3C Nu checker).
            type={undefined}
            colorPalette="brand"
            size="lg"
            width="full"
          >
            <a href={paymentHref}>{t('cartPage.goToPayment')}</a>
          </Button>
        </Flex>
      ) : null}
    </Box>
  );
}
