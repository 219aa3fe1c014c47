import type { Language } from '@parks/i18n/core';
import type { SiteConfig } from '@parks/site';
import { siteCartApi } from '../../api/cart-api-context';
import type { CartApi } from '../../api/cart.api';
import { refreshCart, type CartThunk } from '../../state/cart.commands';

/**
 * The read of the cart when its hold runs out, with the provided cart API or the site's: loaded by
 * `useHoldCountdown` only then, so a page whose cart holds nothing never loads the commands or the client.
 */
export function refreshHeldCart(
  api: CartApi | undefined,
  config: Pick<SiteConfig, 'cartApiBaseUrl' | 'siteCode' | 'cartPrefixProject'>,
  input: { language: Language; mobile: boolean },
): CartThunk<boolean> {
  return refreshCart(api ?? siteCartApi(config), input);
}
