import type { CurrencyCode } from '@parks/contracts';

/**
 * SPEC §3 'Currency selector item': the flag image of a currency, served by the host under
 * /global/flags/ (this package ships the files in `assets/flags/`).
 */
export function flagPath(code: CurrencyCode): string {
  return `/global/flags/${code}.svg`;
}
