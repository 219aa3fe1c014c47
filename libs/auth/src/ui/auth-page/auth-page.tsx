import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '@parks/i18n';
import { selectLanguage } from '@parks/site';
import type { LoginValues } from '../../core/login-rules';
import { selectSession } from '../../state/session.slice';
import { LoginForm, type LoginServerState } from '../login-form/login-form';

/** What brought the visitor to the auth return page, when the page was a redirect target. */
export type AuthPageNotice = 'signInFailed' | 'signedOut';

export interface AuthPageProps {
  /** The own-session login (see LoginForm). */
  onLogin: (values: LoginValues) => Promise<void>;
  /** Where the login form posts without scripts (see LoginForm). @default none: the page's own URL */
  loginAction?: string;
  /** The server's answer to a login posted without scripts (see LoginForm). */
  loginState?: LoginServerState;
  /** @default none */
  notice?: AuthPageNotice;
  /** Starts the hosted sign-in. @default `/auth/sign-in/?lang={language}` */
  hostedSignInHref?: string;
  /** Where 'Continue' goes once signed in. @default '/redirect/' (back to the remembered page) */
  continueHref?: string;
  /**
   * What the host shows a customer whose own session its server proved (their bookings), whatever the
   * page's scripts know of the sign-in yet. @default none
   */
  account?: ReactNode;
}

/**
 * The auth return page (SPEC §2 'Auth return page'): the redirect target of sign-in and sign-out. While
 * noauth it offers the group account's hosted sign-in and the login form; once auth, a way back.
 */
export function AuthPage({
  onLogin,
  loginAction,
  loginState,
  notice,
  hostedSignInHref,
  continueHref = '/redirect/',
  account,
}: AuthPageProps) {
  const { t } = useTranslation('auth');
  const language = useSelector(selectLanguage);
  const { status, userName } = useSelector(selectSession);

  return (
    <Box maxW="md" mx="auto" py="10" px="4">
      <Heading as="h1" size="xl" mb="6">
        {t('authPage.title')}
      </Heading>
      {notice ? (
        <Text role={notice === 'signInFailed' ? 'alert' : 'status'} mb="4" fontWeight="semibold">
          {t(`authPage.${notice}`)}
        </Text>
      ) : null}
      {status === 'auth' ? (
        <Stack gap="4">
          <Text>{t('authPage.signedInAs', { name: userName })}</Text>
          <Link href={continueHref} fontWeight="semibold" color="brand.fg">
            {t('authPage.continue')}
          </Link>
        </Stack>
      ) : (
        <Stack gap="6">
          <Link
            href={hostedSignInHref ?? `/auth/sign-in/?lang=${language === 'en' ? 'en' : 'es'}`}
            display="block"
            textAlign="center"
            fontWeight="semibold"
            borderWidth="1px"
            borderColor="brand.fg"
            color="brand.fg"
            borderRadius="md"
            py="2"
          >
            {t('authPage.hosted')}
          </Link>
          <Text textAlign="center" color="fg.muted">
            {t('authPage.or')}
          </Text>
          <LoginForm onLogin={onLogin} action={loginAction} serverState={loginState} />
        </Stack>
      )}
      {account ? <Box mt="8">{account}</Box> : null}
    </Box>
  );
}
