import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { SitemapLinks } from '../sitemap-links/sitemap-links';
import { MoreTrigger } from './more-trigger';

/** The bottom navigation's 'More' item: its button opens the sitemap in a drawer from the bottom. */
export function MoreDrawer() {
  const { t } = useLayoutTranslation();
  return (
    <Drawer.Root placement="bottom">
      <Drawer.Trigger asChild>
        <MoreTrigger />
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
  );
}
