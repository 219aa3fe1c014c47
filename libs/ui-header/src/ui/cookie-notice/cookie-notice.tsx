import { useSelector } from 'react-redux';
import { cx, useSiteConfig } from '@parks/site';
import { layoutRoutePath } from '../../core/layout-routes';
import { useIsClient } from '../../hooks/use-is-client';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import {
  cookieNoticeAccepted,
  selectCookieNoticeAccepted,
  selectPreferencesRestored,
} from '../../state/layout-preferences.slice';
import { useSiteMobile } from '../shared/use-site-mobile';
import { useAppDispatch } from '../../state/ui-header-hooks';
import { cookieNoticeStyles } from './cookie-notice.styles';

export interface CookieNoticeProps {
  /**
   * 'fixed' floats the notice at the bottom of the window; 'inline' leaves placing it to the parent
   * (SiteLayout stacks it with the chat launcher).
   * @default 'fixed'
   */
  placement?: 'fixed' | 'inline';
  /**
   * Leave room for the mobile bottom navigation when fixed.
   * @default the site state's `mobile`
   */
  aboveBottomNav?: boolean;
}

/**
 * The cookie notice (SPEC §2): a text, 'More info' to the privacy notice and OK. A non-modal region:
 * the page stays usable, and it is reached with the keyboard like any other part of the page.
 * Once accepted it does not come back (layoutPreferences.cookieNoticeAccepted).
 */
export function CookieNotice({ placement = 'fixed', aboveBottomNav }: CookieNoticeProps) {
  const { t, language } = useLayoutTranslation();
  const { parkSlug } = useSiteConfig();
  const dispatch = useAppDispatch();
  const accepted = useSelector(selectCookieNoticeAccepted);
  const restored = useSelector(selectPreferencesRestored);
  const mobile = useSiteMobile(aboveBottomNav);
  // The server cannot know what this browser accepted: render nothing until the stored preferences
  // are read, so a returning visitor never sees the notice flash.
  const isClient = useIsClient();
  if (!isClient || !restored || accepted) return null;

  const c = cookieNoticeStyles.classes;
  const position = placement === 'fixed' ? (mobile ? c.fixedAboveBottomNav : c.fixed) : c.inline;
  return (
    <section aria-label={t('cookieNotice.region')} className={cx(c.root, position)}>
      <div className={c.row}>
        <p className={c.text}>
          {t('cookieNotice.text')}{' '}
          <a href={layoutRoutePath('privacy', language, parkSlug)} className={c.link}>
            {t('cookieNotice.moreInfo')}
          </a>
        </p>
        <button type="button" onClick={() => dispatch(cookieNoticeAccepted())} className={c.ok}>
          {t('cookieNotice.ok')}
        </button>
      </div>
    </section>
  );
}
