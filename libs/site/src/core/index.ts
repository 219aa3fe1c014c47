export type { PhoneLine, SiteConfig, SisterPark } from './site-config.types';
export { isMobileUserAgent } from './user-agent';
export {
  COOKIE,
  COOKIE_MAX_AGE_SECONDS,
  parseCookieHeader,
  serializeCookie,
  writeBrowserCookie,
} from './cookies';
export { hostNamePath } from './host-name-path';
