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
export { PERSONALISATION_DEFAULTS } from './personalisation/personalisation-defaults';
export { createPersonalisationClient } from './personalisation/personalisation-client';
export type { PersonalisationClientOptions } from './personalisation/personalisation-client';
export type {
  PersonalisationAdapter,
  PersonalisationTransport,
} from './personalisation/personalisation-adapter.types';
