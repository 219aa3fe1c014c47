// What `npm run styles` builds: one stylesheet per brand, from that brand's Chakra system and the
// static styles of every read-only part (docs/decisions/011-styling.md). Loaded through Vite's module
// runner (build.mjs), so the libs' TypeScript sources are read as in development.
import { buildParkStylesheet } from '../../libs/site/src/theme/park-stylesheet';
import { createParkSystem, type ParkBrand } from '../../libs/site/src/theme/create-park-system';
import { layoutStaticStyles } from '../../libs/ui-header/src/ui/static-styles';
import { bookingStaticStyles } from '../../libs/booking/src/ui/static-styles';
import { authStaticStyles } from '../../libs/auth/src/ui/static-styles';
import { cartStaticStyles } from '../../libs/cart/src/ui/static-styles';
import { paymentsStaticStyles } from '../../libs/payments/src/ui/static-styles';
import { contentStaticStyles } from '../../apps/park-site/app/pages/static-styles';
import { sensoriaBrand } from '../../apps/park-site/app/theme/sensoria-brand';
import { aventuraBrand } from '../../.storybook/brands';

/** Parque Sensoria (the site) and Parque Aventura (the sister park Storybook shows). */
export const brands: Record<string, ParkBrand> = { sensoria: sensoriaBrand, aventura: aventuraBrand };

export function parkStylesheets(): Record<string, string> {
  const parts = [
    ...layoutStaticStyles,
    ...bookingStaticStyles,
    ...cartStaticStyles,
    ...paymentsStaticStyles,
    ...authStaticStyles,
    ...contentStaticStyles,
  ];
  return Object.fromEntries(
    Object.entries(brands).map(([name, brand]) => [
      name,
      buildParkStylesheet(createParkSystem(brand), parts),
    ]),
  );
}
