import type { StaticStyles } from '@parks/site';
import { loginLinkStyles } from './login-link/login-link.styles';

/**
 * Every static class of the auth parts a page renders with no Chakra runtime (the header's login
 * link): a host passes them, with its Chakra system, to `buildParkStylesheet` at build time
 * (docs/decisions/011-styling.md).
 */
export const authStaticStyles: readonly StaticStyles[] = [loginLinkStyles];
