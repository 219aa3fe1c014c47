import { Box, Container, IconButton, Link, Text } from '@chakra-ui/react';
import { useSelector } from 'react-redux';
import { useSiteConfig, type SiteConfig } from '@parks/site';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { bannerDismissed, selectIsBannerDismissed } from '../../state/layout-preferences.slice';
import { CloseIcon } from '../icons/icons';
import { focusRingOnColor } from '../shared/focus-ring';
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

  return (
    <Box as="section" aria-label={t('banner.region')} bg="accent.solid" color="accent.contrast">
      <Container maxW="7xl" display="flex" alignItems="center" gap="3" py="2" pe="2">
        <Text flex="1" textAlign="center" fontSize="sm" fontWeight="medium" textWrap="balance">
          {text}
          {href ? (
            <>
              {' '}
              <Link
                href={href}
                color="inherit"
                fontWeight="bold"
                textDecoration="underline"
                textUnderlineOffset="3px"
                whiteSpace="nowrap"
                _focusVisible={focusRingOnColor}
              >
                {t('banner.link')}
              </Link>
            </>
          ) : null}
        </Text>
        <IconButton
          aria-label={t('banner.dismiss')}
          onClick={() => dispatch(bannerDismissed(banner.id))}
          variant="ghost"
          size="sm"
          rounded="full"
          color="inherit"
          _hover={{ bg: 'accent.contrast/15' }}
          _focusVisible={focusRingOnColor}
        >
          <CloseIcon />
        </IconButton>
      </Container>
    </Box>
  );
}
