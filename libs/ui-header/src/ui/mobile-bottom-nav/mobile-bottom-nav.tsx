import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import type { RouteId } from '@parks/i18n';
import { selectSectionSite, useSiteConfig, WithChakra } from '@parks/site';
import { layoutRoutePath } from '../../core/layout-routes';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { StaticHomeIcon, StaticInfoIcon, StaticSparkleIcon, StaticTicketIcon } from '../icons/static-icons';
import { useSiteMobile } from '../shared/use-site-mobile';
import { bottomNavStyles } from './mobile-bottom-nav.styles';
import { MoreTrigger } from './more-trigger';

export interface MobileBottomNavProps {
  /**
   * The route id of the current page (a {@link RouteId}); its item gets aria-current="page".
   * @default the site state's `sectionSite`
   */
  activeRouteId?: string;
  /**
   * Render the navigation (it exists in the mobile layout only).
   * @default the site state's `mobile`
   */
  mobile?: boolean;
  /**
   * The fifth item, 'More', which opens the sitemap in a drawer: a host that loads the drawer when it is
   * needed passes it here (`MoreDrawer` of `@parks/ui-header/more-drawer`, in an island).
   * @default the drawer, its code loaded by the navigation itself (its button shown meanwhile)
   */
  more?: ReactNode;
}

interface NavItem {
  routeId: RouteId;
  labelKey: 'home' | 'about' | 'attractions' | 'tickets';
  Icon: ComponentType<{ className?: string }>;
}

// SPEC §2 five items; the fourth is 'Tickets' / 'Boletos' and leads to the admission page
// (ARCHITECTURE 'Decisions on the spec's open points').
const ITEMS: NavItem[] = [
  { routeId: 'home', labelKey: 'home', Icon: StaticHomeIcon },
  { routeId: 'about', labelKey: 'about', Icon: StaticInfoIcon },
  { routeId: 'attractions', labelKey: 'attractions', Icon: StaticSparkleIcon },
  { routeId: 'admission', labelKey: 'tickets', Icon: StaticTicketIcon },
];

const LazyMoreDrawer = lazy(() => import('./more-drawer').then((module) => ({ default: module.MoreDrawer })));

/** The drawer loaded on its own; until then its button, which looks the same, holds its place. */
function DefaultMore() {
  return (
    <Suspense fallback={<MoreTrigger />}>
      <WithChakra>
        <LazyMoreDrawer />
      </WithChakra>
    </Suspense>
  );
}

/** The mobile layout's bottom navigation (SPEC §2): Home, About, Attractions, Tickets and More. */
export function MobileBottomNav({ activeRouteId, mobile: mobileOverride, more }: MobileBottomNavProps) {
  const { t, language } = useLayoutTranslation();
  const { parkSlug } = useSiteConfig();
  const sectionSite = useSelector(selectSectionSite);
  const mobile = useSiteMobile(mobileOverride);
  if (!mobile) return null;
  const active = activeRouteId ?? sectionSite;

  const c = bottomNavStyles.classes;
  return (
    <nav aria-label={t('bottomNav.label')} className={c.root}>
      <ul className={c.list}>
        {ITEMS.map(({ routeId, labelKey, Icon }) => {
          const current = routeId === active;
          return (
            <li key={routeId}>
              <a
                href={layoutRoutePath(routeId, language, parkSlug)}
                aria-current={current ? 'page' : undefined}
                className={current ? c.linkCurrent : c.link}
              >
                <span className={current ? c.pillCurrent : c.pill}>
                  <Icon className={c.icon} />
                </span>
                {t(`bottomNav.${labelKey}`)}
              </a>
            </li>
          );
        })}
        <li>{more ?? <DefaultMore />}</li>
      </ul>
    </nav>
  );
}
