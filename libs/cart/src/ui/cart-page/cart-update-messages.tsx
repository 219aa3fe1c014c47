import { Box, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '@parks/i18n';
import { cartErrorKey } from '../../core/line-messages';
import { selectLastUpdate } from '../../state/cart.slice';

/**
 * SPEC §8 'Cart': 'update succeeded' in a polite status region, 'update failed' as an alert. The status
 * region is always in the page so screen readers pick up the message when it is filled in.
 */
export function CartUpdateMessages(): ReactElement {
  const { t } = useTranslation('cart');
  const last = useSelector(selectLastUpdate);
  const reason = last?.status === 'failed' ? cartErrorKey(last.code) : null;
  return (
    <>
      <Box role="status" aria-live="polite" aria-atomic="true">
        {last?.status === 'succeeded' ? (
          <Box
            key={last.sequence}
            px="4"
            py="3"
            rounded="l2"
            borderWidth="1px"
            borderColor="border.success"
            bg="bg.success"
            color="fg.success"
            fontWeight="semibold"
          >
            {t('cartPage.updated')}
          </Box>
        ) : null}
      </Box>
      {last?.status === 'failed' ? (
        <Box
          key={last.sequence}
          role="alert"
          px="4"
          py="3"
          rounded="l2"
          borderWidth="1px"
          borderColor="border.error"
          bg="bg.error"
          color="fg.error"
        >
          <Text fontWeight="semibold">{t('cartPage.updateFailed')}</Text>
          {reason && reason !== 'generic' ? <Text mt="1">{t(`errors.${reason}`)}</Text> : null}
        </Box>
      ) : null}
    </>
  );
}
