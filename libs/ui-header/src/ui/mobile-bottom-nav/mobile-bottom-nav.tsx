import { Box, Grid, Link, Span } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import type { RouteId } from '@parks/i18n';
import { selectSectionSite, useSiteConfig } from '@parks/site';
import { layoutRoutePath } from '../../core/layout-routes';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { HomeIcon, InfoIcon, SparkleIcon, TicketIcon } from '../icons/icons';
import { useSiteMobile } from '../shared/use-site-mobile';
import { bottomNavIconPill, bottomNavItemStyle, MoreTrigger } from './more-trigger';

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
  Icon: ComponentType<{ boxSize?: string }>;
}

// SPEC §2 five items; the fourth is 'Tickets' / 'Boletos' and leads to the admission page
// (ARCHITECTURE 'Decisions on the spec's open points').
const ITEMS: NavItem[] = [
  { routeId: 'home', labelKey: 'home', Icon: HomeIcon },
  { routeId: 'about', labelKey: 'about', Icon: InfoIcon },
  { routeId: 'attractions', labelKey: 'attractions', Icon: SparkleIcon },
  { routeId: 'admission', labelKey: 'tickets', Icon: TicketIcon },
];

const LazyMoreDrawer = lazy(() => import('./more-drawer').then((module) => ({ default: module.MoreDrawer })));

/** The drawer loaded on its own; until then its button, which looks the same, holds its place. */
function DefaultMore() {
  return (
    <Suspense fallback={<MoreTrigger />}>
      <LazyMoreDrawer />
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

  return (
    <Box
      as="nav"
      aria-label={t('bottomNav.label')}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      borderColor="border"
      boxShadow="xs"
      pb="env(safe-area-inset-bottom, 0px)"
    >
      <Grid as="ul" templateColumns="repeat(5, 1fr)" listStyleType="none" m="0" p="0" maxW="lg" mx="auto">
        {ITEMS.map(({ routeId, labelKey, Icon }) => {
          const current = routeId === active;
          return (
            <Box as="li" key={routeId}>
              <Link
                href={layoutRoutePath(routeId, language, parkSlug)}
                aria-current={current ? 'page' : undefined}
                {...bottomNavItemStyle}
                color={current ? 'brand.fg' : bottomNavItemStyle.color}
              >
                <Span {...bottomNavIconPill} bg={current ? 'brand.subtle' : 'transparent'}>
                  <Icon boxSize="5" />
                </Span>
                {t(`bottomNav.${labelKey}`)}
              </Link>
            </Box>
          );
        })}
        <Box as="li">{more ?? <DefaultMore />}</Box>
      </Grid>
    </Box>
  );
}
