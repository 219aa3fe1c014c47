import { Avatar, Box, Center, Container, Flex, HStack, Link, Span } from '@chakra-ui/react';
import { useState, type FocusEvent, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import type { Language } from '@parks/i18n';
import { selectHreflangs, useSiteConfig } from '@parks/site';
import { layoutRoutePath } from '../../core/layout-routes';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { useScrollDirection } from '../../hooks/use-scroll-direction';
import { ParkMarkIcon } from '../icons/icons';
import { focusRingOnColor } from '../shared/focus-ring';
import { useSiteMobile } from '../shared/use-site-mobile';
import { LanguageSwitch } from './language-switch';
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

  const homeLink = (
    <Link
      href={layoutRoutePath('home', language, config.parkSlug)}
      aria-label={t('header.homeLink', { park: config.parkName })}
      display="inline-flex"
      alignItems="center"
      gap="2.5"
      color="inherit"
      fontFamily="heading"
      fontWeight="bold"
      fontSize={mobile ? 'lg' : '2xl'}
      letterSpacing="tight"
      lineHeight="1"
      textDecoration="none"
      flexShrink="0"
      _hover={{ textDecoration: 'none' }}
      _focusVisible={focusRingOnColor}
    >
      <Center
        boxSize={mobile ? '9' : '11'}
        rounded="full"
        bg="brand.contrast"
        color="brand.solid"
        flexShrink="0"
      >
        <ParkMarkIcon boxSize="70%" />
      </Center>
      <Span>{config.parkName}</Span>
    </Link>
  );
  const avatar = showAvatar ? (
    <Avatar.Root
      size="sm"
      role="img"
      aria-label={t('header.avatar', { name: userName })}
      bg="brand.contrast"
      color="brand.fg"
    >
      <Avatar.Fallback name={userName} />
      {avatarUrl ? <Avatar.Image src={avatarUrl} alt="" /> : null}
    </Avatar.Root>
  ) : null;

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      boxShadow="md"
      data-scroll-hidden={direction === 'down' && !focusInside ? '' : undefined}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
      transition="transform 0.25s ease-out"
      _motionReduce={{ transition: 'none' }}
      css={{ '&[data-scroll-hidden]:not(:focus-within)': { transform: 'translateY(-100%)' } }}
    >
      <Box bg="surface.inverted" color="brand.contrast" fontSize="sm">
        <Container
          maxW="7xl"
          py="1.5"
          display="flex"
          alignItems="center"
          columnGap={mobile ? '3' : '4'}
          rowGap="1.5"
          flexWrap="wrap"
        >
          <PhoneList phones={config.phones} compact={mobile} />
          <HStack gap="3" ms="auto">
            <LanguageSwitch alternates={alternates ?? hreflangs} compact={mobile} />
            {currency}
          </HStack>
        </Container>
      </Box>
      <Box bg="brand.solid" color="brand.contrast">
        {mobile ? (
          // Mobile: the park and the cart on the first row, search and account on the second.
          <Container maxW="7xl" py="2.5">
            <Flex align="center" justify="space-between" gap="3">
              {homeLink}
              {cart}
            </Flex>
            {search || account || avatar ? (
              <Flex align="center" gap="3" mt="2.5">
                <Box flex="1" minW="0">
                  {search}
                </Box>
                {account}
                {avatar}
              </Flex>
            ) : null}
          </Container>
        ) : (
          <Container
            maxW="7xl"
            py="3.5"
            display="flex"
            alignItems="center"
            columnGap="8"
            rowGap="2.5"
            flexWrap="wrap"
          >
            {homeLink}
            {search ? (
              <Box flex="1" minW="16rem" maxW="2xl">
                {search}
              </Box>
            ) : null}
            <Flex align="center" gap="3" ms="auto">
              {account}
              {avatar}
              {cart}
            </Flex>
          </Container>
        )}
      </Box>
    </Box>
  );
}
