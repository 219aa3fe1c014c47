import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '@parks/i18n';
import { selectLanguage, useSiteConfig } from '@parks/site';
import { initialsOf } from '../../core/display-name';
import { authReturnUrl } from '../../core/sign-in-href';
import { selectSession } from '../../state/session.slice';
import { loginLinkStyles } from './login-link.styles';

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

  const c = loginLinkStyles.classes;
  if (status === 'noauth') {
    return (
      // Inherits the colour of the bar it sits in (the host's header), so it keeps its contrast on any brand.
      <a href={authReturnUrl(pageUrl ?? `/${language}/`)} onClick={onSignIn} className={c.signIn}>
        {t('loginLink.signIn')}
      </a>
    );
  }

  return (
    <div className={c.signedIn}>
      {header.showUserAvatar ? (
        // Decorative: the name is written right beside it.
        <div aria-hidden="true" className={c.avatar}>
          <span className={c.avatarFallback}>{initialsOf(userName)}</span>
        </div>
      ) : null}
      <span className={c.name}>{userName}</span>
      <button type="button" onClick={onSignOut} className={c.signOut}>
        {t('loginLink.signOut')}
      </button>
    </div>
  );
}
