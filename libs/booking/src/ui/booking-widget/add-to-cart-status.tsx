import { Box, Button, Flex, Link, Spinner, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '@parks/i18n';
import { selectBookingStatus } from '../../state/booking.slice';

/**
 * The booking widget's status line: prices loading, adding, added (with the link to the cart). It
 * subscribes to the add's progress itself, so an add re-renders this line, not the form around it.
 */
export function AddToCartStatus({
  loadingPrices,
  cartHref,
}: {
  loadingPrices: boolean;
  cartHref: string;
}): ReactElement {
  const { t } = useTranslation('booking');
  const status = useSelector(selectBookingStatus);
  return (
    <Box role="status" minH="6">
      {loadingPrices && (
        <Flex align="center" gap="2">
          <Spinner size="sm" />
          <Text>{t('widget.loadingPrices')}</Text>
        </Flex>
      )}
      {status === 'adding' && (
        <Flex align="center" gap="2">
          <Spinner size="sm" />
          <Text>{t('widget.adding')}</Text>
        </Flex>
      )}
      {status === 'added' && (
        <Text fontWeight="semibold" color="fg">
          {t('widget.added')}{' '}
          <Link href={cartHref} color="brand.fg" textDecoration="underline">
            {t('widget.goToCart')}
          </Link>
        </Text>
      )}
    </Box>
  );
}

/** 'Add to cart': disabled while an add is out, or when the chosen day has no price. */
export function AddToCartButton({ unpriced }: { unpriced: boolean }): ReactElement {
  const { t } = useTranslation('booking');
  const adding = useSelector(selectBookingStatus) === 'adding';
  return (
    <Button type="submit" colorPalette="brand" size="lg" disabled={adding || unpriced}>
      {t('widget.addToCart')}
    </Button>
  );
}
