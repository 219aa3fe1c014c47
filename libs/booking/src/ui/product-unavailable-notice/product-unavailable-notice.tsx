import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { FALLBACK_LANGUAGE, useTranslation } from '@parks/i18n';
import { selectLanguage, useSiteConfig } from '@parks/site';
import { bookingPartsStyles } from '../booking-parts/booking-parts.styles';

export interface ProductUnavailableNoticeProps {
  /**
   * The health-protocol page the notice links to.
   * @default the site's `SiteConfig.healthProtocolUrl` in the page's language (else the fallback language's)
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
  const language = useSelector(selectLanguage);
  const configured = config.healthProtocolUrl;
  const href =
    healthProtocolUrl ??
    (typeof configured === 'string' ? configured : (configured[language] ?? configured[FALLBACK_LANGUAGE]));
  const c = bookingPartsStyles.classes;
  return (
    <div role="note" className={c.unavailable}>
      <p>
        {t('productUnavailable.text')}{' '}
        <a href={href} className={c.unavailableLink}>
          {t('productUnavailable.link')}
        </a>
      </p>
    </div>
  );
}
