import { Box, Link, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { useTranslation } from '@parks/i18n';
import { useSiteConfig } from '@parks/site';

export interface ProductUnavailableNoticeProps {
  /**
   * The health-protocol page the notice links to.
   * @default the site's `SiteConfig.healthProtocolUrl`
   */
  healthProtocolUrl?: string;
}

/**
 * The product-unavailable notice (SPEC §2 'Offline mode', §8 'Product unavailable'): the product
 * cannot be booked now, and the visitor is pointed to the park's health-protocol page.
 */
export function ProductUnavailableNotice({ healthProtocolUrl }: ProductUnavailableNoticeProps): ReactElement {
  const { t } = useTranslation('booking');
  const config = useSiteConfig();
  return (
    <Box role="note" p="3" rounded="l2" bg="bg.muted" color="fg">
      <Text>
        {t('productUnavailable.text')}{' '}
        <Link href={healthProtocolUrl ?? config.healthProtocolUrl} color="fg" textDecoration="underline">
          {t('productUnavailable.link')}
        </Link>
      </Text>
    </Box>
  );
}
