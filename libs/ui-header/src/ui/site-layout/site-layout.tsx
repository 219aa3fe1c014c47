import type { ReactNode } from 'react';
import type { PaymentMethodBadge } from '../../core/payment-methods';
import { AnnouncementBanner } from '../announcement-banner/announcement-banner';
import { ChatLauncher, type ChatMessenger } from '../chat-launcher/chat-launcher';
import { CookieNotice } from '../cookie-notice/cookie-notice';
import { Footer } from '../footer/footer';
import { Header, type HeaderProps } from '../header/header';
import { MobileBottomNav } from '../mobile-bottom-nav/mobile-bottom-nav';
import { useSiteMobile } from '../shared/use-site-mobile';
import { siteLayoutStyles } from './site-layout.styles';
import { SkipLink } from './skip-link';

const MAIN_ID = 'main';

export interface SiteLayoutProps extends Pick<
  HeaderProps,
  'search' | 'account' | 'cart' | 'currency' | 'alternates' | 'userName' | 'avatarUrl'
> {
  /** The page. */
  children: ReactNode;
  /** The newsletter form, shown in the footer. */
  newsletter?: ReactNode;
  /** The mobile bottom navigation's 'More' item. @default see MobileBottomNavProps.more */
  more?: ReactNode;
  /** The footer's payment methods. @default see FooterProps.paymentMethods */
  paymentMethods?: readonly PaymentMethodBadge[];
  /** The chat launcher's messenger link. @default see ChatLauncherProps.messenger */
  messenger?: ChatMessenger | null;
  /**
   * The route id of the current page, for the bottom navigation.
   * @default the site state's `sectionSite`
   */
  activeRouteId?: string;
  /**
   * Use the mobile layout.
   * @default the site state's `mobile`
   */
  mobile?: boolean;
}

/**
 * The shared layout of every page (SPEC §2): skip link, announcement banner, header, the page in
 * `<main id="main">`, footer, and the floating chat launcher and cookie notice; on mobile, the
 * bottom navigation, which nothing floats over.
 */
export function SiteLayout({
  children,
  search,
  account,
  cart,
  currency,
  alternates,
  userName,
  avatarUrl,
  newsletter,
  more,
  paymentMethods,
  messenger,
  activeRouteId,
  mobile: mobileOverride,
}: SiteLayoutProps) {
  const mobile = useSiteMobile(mobileOverride);
  const c = siteLayoutStyles.classes;
  return (
    <div className={mobile ? c.rootMobile : c.root}>
      <SkipLink targetId={MAIN_ID} />
      <AnnouncementBanner />
      <Header
        search={search}
        account={account}
        cart={cart}
        currency={currency}
        alternates={alternates}
        userName={userName}
        avatarUrl={avatarUrl}
        mobile={mobile}
      />
      <main id={MAIN_ID} tabIndex={-1} className={c.main}>
        {children}
      </main>
      <Footer newsletter={newsletter} paymentMethods={paymentMethods} />
      {/* Two separate fixed elements: the chat launcher is on screen from the first paint and never
          moves; the cookie notice, which appears only after hydration (it depends on the restored
          preferences), floats above it instead of pushing it, so its arrival shifts nothing (CLS). */}
      <ChatLauncher placement="fixed" messenger={messenger} aboveBottomNav={mobile} />
      <CookieNotice placement="fixed" aboveBottomNav={mobile} />
      <MobileBottomNav activeRouteId={activeRouteId} mobile={mobile} more={more} />
    </div>
  );
}
