import { Box, chakra, CloseButton, Drawer, Grid, Link, Portal, Span } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useSelector } from 'react-redux';
import type { RouteId } from '@parks/i18n';
import { selectSectionSite, useSiteConfig } from '@parks/site';
import { layoutRoutePath } from '../../core/layout-routes';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { HomeIcon, InfoIcon, MenuIcon, SparkleIcon, TicketIcon } from '../icons/icons';
import { BOTTOM_NAV_HEIGHT } from '../shared/bottom-inset';
import { useSiteMobile } from '../shared/use-site-mobile';
import { SitemapLinks } from '../sitemap-links/sitemap-links';

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

const itemStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  h: BOTTOM_NAV_HEIGHT,
  w: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  textDecoration: 'none',
  color: 'fg.muted',
  _hover: { color: 'brand.fg', textDecoration: 'none' },
} as const;

const iconPill = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  px: '4',
  py: '1',
  rounded: 'full',
} as const;

/** The mobile layout's bottom navigation (SPEC §2): Home, About, Attractions, Tickets and More. */
export function MobileBottomNav({ activeRouteId, mobile: mobileOverride }: MobileBottomNavProps) {
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
                {...itemStyle}
                color={current ? 'brand.fg' : itemStyle.color}
              >
                <Span {...iconPill} bg={current ? 'brand.subtle' : 'transparent'}>
                  <Icon boxSize="5" />
                </Span>
                {t(`bottomNav.${labelKey}`)}
              </Link>
            </Box>
          );
        })}
        <Box as="li">
          <Drawer.Root placement="bottom">
            <Drawer.Trigger asChild>
              <chakra.button type="button" cursor="pointer" bg="transparent" {...itemStyle}>
                <Span {...iconPill}>
                  <MenuIcon boxSize="5" />
                </Span>
                {t('bottomNav.more')}
              </chakra.button>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content roundedTop="2xl" maxH="85dvh">
                  <Drawer.Header pe="14">
                    <Drawer.Title fontFamily="heading" fontSize="lg">
                      {t('bottomNav.drawerTitle')}
                    </Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body pb="8">
                    <SitemapLinks />
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton aria-label={t('bottomNav.close')} size="sm" rounded="full" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </Box>
      </Grid>
    </Box>
  );
}
