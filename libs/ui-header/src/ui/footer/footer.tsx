import {
  Box,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Span,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useSiteConfig } from '@parks/site';
import { telHref } from '../../core/layout-routes';
import {
  DEFAULT_PAYMENT_METHODS,
  WALLET_PAYMENT_CODE,
  type PaymentMethodBadge,
} from '../../core/payment-methods';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { CheckCircleIcon, ClockIcon, PhoneIcon } from '../icons/icons';
import { focusRingOnColor } from '../shared/focus-ring';
import { SitemapLinks } from '../sitemap-links/sitemap-links';

export interface FooterProps {
  /**
   * The accepted payment methods, drawn as text badges.
   * @default every method of the payments configuration (Visa … Wallet), the wallet named in the visitor's language
   */
  paymentMethods?: readonly PaymentMethodBadge[];
  /** The newsletter form (a later issue); shown in a labelled region when given. */
  newsletter?: ReactNode;
}

const BENEFITS = ['bestPrice', 'weatherGuarantee', 'kidsFree', 'presale10', 'presale15'] as const;

const footerHeading = {
  as: 'h2',
  fontSize: 'sm',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  lineHeight: 'short',
  mb: '4',
} as const;

/** The footer of every page (SPEC §2): benefits, sitemap, call center, social links, newsletter, payment methods. */
export function Footer({ paymentMethods, newsletter }: FooterProps) {
  const { t, language } = useLayoutTranslation();
  const config = useSiteConfig();
  const ids = useId();
  const methods =
    paymentMethods ??
    DEFAULT_PAYMENT_METHODS.map((method) =>
      method.code === WALLET_PAYMENT_CODE ? { ...method, name: t('footer.wallet') } : method,
    );

  // Registration and recovery open the hosted pages through the site's own sign-in start (screen_hint).
  const signInLanguage = language === 'en' ? 'en' : 'es';
  const accountLinks = [
    { key: 'chat', href: `${config.chatUrl}?lang=${language}` },
    { key: 'contact', href: `${config.contactUrl}?lang=${language}` },
    { key: 'register', href: `/auth/sign-in/?lang=${signInLanguage}&screen=register` },
    { key: 'forgot', href: `/auth/sign-in/?lang=${signInLanguage}&screen=forgot` },
  ] as const;

  return (
    <Box as="footer" bg="surface.inverted" color="brand.contrast">
      <Box as="section" aria-labelledby={`${ids}-benefits`} bg="surface.raised" color="brand.fg">
        <Container maxW="7xl" py="8">
          <Heading id={`${ids}-benefits`} {...footerHeading} textAlign={{ base: 'start', lg: 'center' }}>
            {t('footer.benefits.title')}
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 5 }} gap="4" listStyleType="none" m="0" p="0">
            {BENEFITS.map((benefit) => (
              <HStack
                as="li"
                key={benefit}
                align="center"
                gap="3"
                bg="bg"
                rounded="xl"
                px="4"
                py="3"
                boxShadow="xs"
              >
                <CheckCircleIcon boxSize="6" flexShrink="0" color="brand.solid" />
                <Text fontSize="sm" fontWeight="semibold" lineHeight="short">
                  {t(`footer.benefits.${benefit}`)}
                </Text>
              </HStack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <Grid
          templateColumns={{ base: '1fr', md: '1fr 1fr', lg: '2fr 1fr 1.3fr' }}
          gap={{ base: '10', lg: '12' }}
        >
          <Box as="nav" aria-label={t('footer.sitemapNav')}>
            <Heading {...footerHeading}>{t('footer.sitemap')}</Heading>
            <SitemapLinks tone="inverted" />
          </Box>

          <Stack gap="10">
            <Box>
              <Heading {...footerHeading}>{t('footer.callCenter.title')}</Heading>
              <Link
                href={telHref(config.callCenterPhone)}
                color="brand.contrast"
                fontSize="xl"
                fontWeight="bold"
                display="inline-flex"
                alignItems="center"
                gap="2"
                textDecoration="none"
                _hover={{ textDecoration: 'underline' }}
                _focusVisible={focusRingOnColor}
              >
                <PhoneIcon boxSize="5" />
                {config.callCenterPhone}
              </Link>
              <Text mt="2" fontSize="sm" color="brand.muted" display="flex" alignItems="center" gap="2">
                <ClockIcon boxSize="4" flexShrink="0" />
                {t('footer.callCenter.hours')}
              </Text>
              {/* The account site's service pages, where a visitor looks for them (issue 18 §3). */}
              <Stack as="ul" gap="1.5" listStyleType="none" m="0" mt="4" p="0" fontSize="sm">
                {accountLinks.map((link) => (
                  <li key={link.key}>
                    <Link
                      href={link.href}
                      color="brand.contrast"
                      textDecoration="underline"
                      _focusVisible={focusRingOnColor}
                    >
                      {t(`accountLinks.${link.key}`)}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
            {config.social.length > 0 ? (
              <Box>
                <Heading {...footerHeading}>{t('footer.social')}</Heading>
                <Span id={`${ids}-new-tab`} srOnly>
                  {t('common.newTab')}
                </Span>
                <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" m="0" p="0">
                  {config.social.map((link) => (
                    <Box as="li" key={link.url}>
                      <Link
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('footer.socialLink', { park: config.parkName, network: link.network })}
                        aria-describedby={`${ids}-new-tab`}
                        display="inline-block"
                        px="4"
                        py="1.5"
                        rounded="full"
                        borderWidth="1px"
                        borderColor="brand.muted"
                        color="brand.contrast"
                        fontSize="sm"
                        fontWeight="semibold"
                        textDecoration="none"
                        _hover={{ bg: 'brand.contrast', color: 'brand.fg' }}
                        _focusVisible={focusRingOnColor}
                      >
                        {link.network}
                      </Link>
                    </Box>
                  ))}
                </Flex>
              </Box>
            ) : null}
          </Stack>

          {newsletter ? (
            <Box
              as="section"
              aria-labelledby={`${ids}-newsletter`}
              bg="brand.solid"
              rounded="2xl"
              p={{ base: '5', md: '6' }}
              alignSelf="start"
            >
              <Heading id={`${ids}-newsletter`} {...footerHeading}>
                {t('footer.newsletter')}
              </Heading>
              {newsletter}
            </Box>
          ) : null}
        </Grid>
      </Container>

      <Box borderTopWidth="1px" borderColor="brand.contrast/20">
        <Container
          maxW="7xl"
          py="6"
          display="flex"
          flexDirection={{ base: 'column', md: 'row' }}
          alignItems={{ base: 'flex-start', md: 'center' }}
          justifyContent="space-between"
          gap="4"
        >
          <Box as="section" aria-labelledby={`${ids}-payments`}>
            <Heading id={`${ids}-payments`} {...footerHeading} mb="2">
              {t('footer.paymentMethods')}
            </Heading>
            <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" m="0" p="0">
              {methods.map((method) => (
                <Box
                  as="li"
                  key={method.code}
                  bg="bg"
                  color="fg"
                  rounded="md"
                  px="2.5"
                  py="1"
                  fontSize="xs"
                  fontWeight="bold"
                  letterSpacing="wide"
                  boxShadow="xs"
                >
                  {method.name}
                </Box>
              ))}
            </Flex>
          </Box>
          <Text fontSize="xs" color="brand.muted" lang={language}>
            © {config.parkName}. {t('footer.rights')}
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
