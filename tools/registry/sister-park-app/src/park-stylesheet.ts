// Parque Aventura's build-time stylesheet (docs/decisions/011-styling.md): the read-only parts of the
// layout (header bar, banner, bottom navigation, footer, sitemap links, error cards) and the header's cart
// summary and login link, and the booking widget (its fields, price, status line and buttons; its date
// picker dialog is Chakra's) render with static class names; their rules come from
// Aventura's own Chakra system, so the same brand themes both kinds of parts. vite.config.js runs this at
// build time and inlines the result in the page's head.
import { authStaticStyles } from '@parks/auth';
import { bookingStaticStyles } from '@parks/booking';
import { cartStaticStyles } from '@parks/cart';
import { buildParkStylesheet, createParkSystem } from '@parks/site';
import { layoutStaticStyles } from '@parks/ui-header';
import { aventuraBrand } from './aventura';

export function parkStylesheet(): string {
  return buildParkStylesheet(createParkSystem(aventuraBrand), [
    ...layoutStaticStyles,
    ...cartStaticStyles,
    ...authStaticStyles,
    ...bookingStaticStyles,
  ]);
}
