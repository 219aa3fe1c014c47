import { Avatar, Button, Flex, Link, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '@parks/i18n';
import { selectLanguage, useSiteConfig } from '@parks/site';
import { initialsOf } from '../../core/display-name';
import { authReturnUrl } from '../../core/sign-in-href';
import { selectSession } from '../../state/session.slice';

export interface LoginLinkProps {
  /** Signs the visitor out; the host runs the logout calls and the redirect (SPEC §4 'Authentication'). */
  onSignOut: () => void;
  /**
   * Called as the visitor follows 'Sign in', before the page is left: the host remembers the page to
   * come back to (SPEC §7 `POST /redirect/`). @default nothing
   */
  onSignIn?: () => void;
  /**
   * The page the visitor is on. Pass it absolute (the request URL) so the account site, on another
   * origin, can send the visitor back to this site's auth return page.
   * @default the language's home path
   */
  pageUrl?: string;
}

/**
 * The header's account corner (SPEC §2 'Header', §6): 'Sign in' to the auth page of the language
 * (the login form and the group account's hosted sign-in) while noauth; the user's name, the avatar
 * when `header.showUserAvatar` is set, and 'Sign out' once auth.
 */
export function LoginLink({ onSignOut, onSignIn, pageUrl }: LoginLinkProps): ReactElement {
  const { t } = useTranslation('auth');
  const { status, userName } = useSelector(selectSession);
  const language = useSelector(selectLanguage);
  const { header } = useSiteConfig();

  if (status === 'noauth') {
    return (
      <Link
        href={authReturnUrl(pageUrl ?? `/${language}/`)}
        onClick={onSignIn}
        // Inherits the colour of the bar it sits in (the host's header), so it keeps its contrast on any brand.
        color="inherit"
        fontWeight="semibold"
      >
        {t('loginLink.signIn')}
      </Link>
    );
  }

  return (
    <Flex align="center" gap="2">
      {header.showUserAvatar ? (
        // Decorative: the name is written right beside it.
        <Avatar.Root size="sm" variant="solid" colorPalette="brand" aria-hidden="true">
          <Avatar.Fallback>{initialsOf(userName)}</Avatar.Fallback>
        </Avatar.Root>
      ) : null}
      <Text as="span" fontWeight="semibold" color="inherit">
        {userName}
      </Text>
      <Button
        type="button"
        size="sm"
        variant="outline"
        color="inherit"
        borderColor="currentColor"
        onClick={onSignOut}
      >
        {t('loginLink.signOut')}
      </Button>
    </Flex>
  );
}
