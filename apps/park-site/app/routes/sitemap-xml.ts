import { alternatePath, htmlLang, limitLanguages, listSitePages } from '@parks/i18n';
import type { Route } from './+types/sitemap-xml';
import { isSitemapPage } from '../seo/sitemap-groups';
import { appServicesContext } from '../server-only/app-services';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** /sitemap.xml: every destination page with its hreflang alternates (limited by languageLimiter). */
export function loader({ context }: Route.LoaderArgs) {
  const { config, origin } = context.get(appServicesContext);
  const languages = limitLanguages(config.translations.global.languageLimiter, config.siteCode);
  const pages = listSitePages(
    config.parkSlug,
    config.sisterParks.map((park) => park.slug),
  ).filter((page) => isSitemapPage(page.id) && languages.includes(page.language));
  const urls = pages.map((page) => {
    const alternates = languages
      .map((language) => [language, alternatePath(page, language, config.parkSlug)] as const)
      .filter((entry): entry is readonly [(typeof entry)[0], string] => Boolean(entry[1]))
      .map(
        ([language, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${htmlLang(language)}" href="${escapeXml(origin + path)}"/>`,
      );
    return [`  <url>`, `    <loc>${escapeXml(origin + page.path)}</loc>`, ...alternates, `  </url>`].join(
      '\n',
    );
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
