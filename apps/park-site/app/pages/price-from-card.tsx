import { Box, Heading, Text } from '@chakra-ui/react';
import { formatAmount } from '@parks/currency';
import { useTranslation } from '@parks/i18n';
import type { PriceFrom } from '../server-only/app-services';

export interface PriceFromCardProps {
  price: PriceFrom;
}

/** The admission's lowest prices in the visitor's currency, priced by the cart API. */
export function PriceFromCard({ price }: PriceFromCardProps) {
  const { t } = useTranslation('host');
  return (
    <Box
      as="section"
      aria-labelledby="price-from-heading"
      borderWidth="1px"
      borderColor="border"
      rounded="l3"
      p="6"
      bg="surface.raised"
    >
      <Heading as="h2" id="price-from-heading" size="lg">
        {t('priceFrom.heading')}
      </Heading>
      <Box as="dl" mt="3" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
        <Text as="dt">{t('priceFrom.adult')}</Text>
        <Text as="dd" fontWeight="bold" fontSize="xl" data-testid="price-adult">
          {formatAmount(price.adult, price.currency)}
        </Text>
        <Text as="dt">{t('priceFrom.child')}</Text>
        <Text as="dd" fontWeight="bold" fontSize="xl" data-testid="price-child">
          {formatAmount(price.child, price.currency)}
        </Text>
        <Text as="dt">{t('priceFrom.infant')}</Text>
        <Text as="dd" fontWeight="bold">
          {t('priceFrom.free')}
        </Text>
      </Box>
      <Text mt="3" fontSize="sm" color="fg.muted">
        {t('priceFrom.note')}
      </Text>
    </Box>
  );
}
