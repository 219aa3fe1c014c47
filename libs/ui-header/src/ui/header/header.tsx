import { useState, type FocusEvent, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import type { Language } from '@parks/i18n';
import { selectHreflangs, useSiteConfig } from '@parks/site';
import { layoutRoutePath } from '../../core/layout-routes';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { useScrollDirection } from '../../hooks/use-scroll-direction';
import { StaticParkMarkIcon } from '../icons/static-icons';
import { useSiteMobile } from '../shared/use-site-mobile';
import { LanguageSwitch } from './language-switch';
import { headerStyles } from './header.styles';
import { PhoneList } from './phone-list';

export interface HeaderProps {
  /** The search box (the host passes the one from @parks/search). */
  search?: ReactNode;
  /** The login link or the user menu (the host passes the one from @parks/auth). */
  account?: ReactNode;
  /** The cart link with its summary (the host passes the one from @parks/cart). */
  cart?: ReactNode;
  /** The currency selector (the host passes the one from @parks/currency). */
  currency?: ReactNode;
  /**
   * The current page in each language, for the language switch.
   * @default the site state's hreflang alternates
   */
  alternates?: Partial<Record<Language, string>>;
  /** The signed-in visitor's name; with it, the avatar shows when SiteConfig.header.showUserAvatar is set. */
  userName?: string;
  /** The signed-in visitor's picture; initials show without it. */
  avatarUrl?: string;
  /**
   * Hide the header while the visitor scrolls down and show it when they scroll up (SPEC §4 'Header').
   * @default true
   */
  hideOnScroll?: boolean;
  /**
   * Use the mobile arrangement.
   * @default the site state's `mobile`
   */
  mobile?: boolean;
}

/** The site header of every page (SPEC §2 'Shared layout'): utility bar and brand bar. */
export function Header({
  search,
  account,
  cart,
  currency,
  alternates,
  userName,
  avatarUrl,
  hideOnScroll = true,
  mobile: mobileOverride,
}: HeaderProps) {
  const { t, language } = useLayoutTranslation();
  const config = useSiteConfig();
  const hreflangs = useSelector(selectHreflangs);
  const mobile = useSiteMobile(mobileOverride);
  const direction = useScrollDirection({ enabled: hideOnScroll });
  // Keyboard focus inside the header always brings it back, whatever the scroll direction; the CSS
  // :focus-within rule below covers the same case before hydration.
  const [focusInside, setFocusInside] = useState(false);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };
  const showAvatar = config.header.showUserAvatar && Boolean(userName);

  const c = headerStyles.classes;
  const homeLink = (
    <a
      href={layoutRoutePath('home', language, config.parkSlug)}
      aria-label={t('header.homeLink', { park: config.parkName })}
      className={mobile ? c.homeLinkMobile : c.homeLink}
    >
      <span className={mobile ? c.markMobile : c.mark}>
        <StaticParkMarkIcon className={c.markIcon} />
      </span>
      <span>{config.parkName}</span>
    </a>
  );
  // Chakra's Avatar as plain HTML: the initials, the picture over them when there is one.
  const avatar = showAvatar ? (
    <div role="img" aria-label={t('header.avatar', { name: userName })} className={c.avatar}>
      <span className={c.avatarFallback}>{initialsOf(userName ?? '')}</span>
      {avatarUrl ? <img src={avatarUrl} alt="" className={c.avatarImage} /> : null}
    </div>
  ) : null;

  return (
    <header
      className={c.root}
      data-scroll-hidden={direction === 'down' && !focusInside ? '' : undefined}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
    >
      <div className={c.utilityBar}>
        <div className={mobile ? c.utilityContainerMobile : c.utilityContainer}>
          <PhoneList phones={config.phones} compact={mobile} />
          <div className={c.utilityEnd}>
            <LanguageSwitch alternates={alternates ?? hreflangs} compact={mobile} />
            {currency}
          </div>
        </div>
      </div>
      <div className={c.brandBar}>
        {mobile ? (
          // Mobile: the park and the cart on the first row, search and account on the second.
          <div className={c.mobileContainer}>
            <div className={c.mobileFirstRow}>
              {homeLink}
              {cart}
            </div>
            {search || account || avatar ? (
              <div className={c.mobileSecondRow}>
                <div className={c.mobileSearch}>{search}</div>
                {account}
                {avatar}
              </div>
            ) : null}
          </div>
        ) : (
          <div className={c.desktopContainer}>
            {homeLink}
            {search ? <div className={c.desktopSearch}>{search}</div> : null}
            <div className={c.desktopEnd}>
              {account}
              {avatar}
              {cart}
            </div>
          </div>
        )}
      </div>
    </header>
  );
}

/** Chakra Avatar's initials: the first letters of the first and last names. */
function initialsOf(name: string): string {
  const names = name.trim().split(' ');
  const first = names[0] ?? '';
  const last = names.length > 1 ? (names[names.length - 1] ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}
