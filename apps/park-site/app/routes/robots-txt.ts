import type { Route } from './+types/robots-txt';
import { appServicesContext } from '../server-only/app-services';

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(appServicesContext);
  const body = [
    'User-agent: *',
    'Disallow: /es/carrito/',
    'Disallow: /en/carrito/',
    'Disallow: /pt/carrito/',
    'Disallow: /es/auth/',
    'Disallow: /en/auth/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
