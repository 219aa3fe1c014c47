import { isCartPath } from '@parks/i18n';
import type { SiteConfig } from '@parks/site';

/**
 * SPEC §4 step 8: on cart pages the per-site shopping flag decides whether personalisation runs;
 * on every other page the general flag does.
 */
export function isPersonalisationEnabled(
  pathname: string,
  config: Pick<SiteConfig, 'siteCode' | 'translations'>,
): boolean {
  const flags = config.translations.global;
  return isCartPath(pathname) ? flags.personaShoppingEnabled[config.siteCode] === true : flags.personaEnabled;
}
