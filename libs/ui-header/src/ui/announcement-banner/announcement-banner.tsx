import { useSelector } from 'react-redux';
import { useSiteConfig, type SiteConfig } from '@parks/site';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { bannerDismissed, selectIsBannerDismissed } from '../../state/layout-preferences.slice';
import { StaticCloseIcon } from '../icons/static-icons';
import { bannerStyles } from './announcement-banner.styles';
import { useAppDispatch } from '../../state/ui-header-hooks';

export interface AnnouncementBannerProps {
  /**
   * The banner to show.
   * @default SiteConfig.banner
   */
  banner?: SiteConfig['banner'];
}

/**
 * The site-wide announcement (SPEC §2): shown while its visible flag is set, until the visitor
 * dismisses it. The dismissal is remembered per banner id, so a new banner shows again.
 */
export function AnnouncementBanner({ banner: bannerOverride }: AnnouncementBannerProps) {
  const { t, language } = useLayoutTranslation();
  const config = useSiteConfig();
  const banner = bannerOverride ?? config.banner;
  const dismissed = useSelector((state: Parameters<typeof selectIsBannerDismissed>[0]) =>
    selectIsBannerDismissed(state, banner.id),
  );
  const dispatch = useAppDispatch();
  const text = banner.text[language] ?? banner.text.en;
  if (!banner.visible || dismissed || !text) return null;
  const href = banner.href?.[language] ?? banner.href?.en;

  const c = bannerStyles.classes;
  return (
    <section aria-label={t('banner.region')} className={c.root}>
      <div className={c.container}>
        <p className={c.text}>
          {text}
          {href ? (
            <>
              {' '}
              <a href={href} className={c.link}>
                {t('banner.link')}
              </a>
            </>
          ) : null}
        </p>
        <button
          type="button"
          aria-label={t('banner.dismiss')}
          onClick={() => dispatch(bannerDismissed(banner.id))}
          className={c.dismiss}
        >
          <StaticCloseIcon />
        </button>
      </div>
    </section>
  );
}
