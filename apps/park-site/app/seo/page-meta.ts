import type { MetaDescriptor } from 'react-router';
import { htmlLang, limitLanguages, routePath, type SitePage } from '@parks/i18n';
import { ampPathOf } from '../amp/amp-pages';
import type { RenderedPage } from '../content/content.server';
import type { RootData } from '../root-loader.server';
import type { SensoryGuideData } from '../pages/sensory-guide.server';
import { sensoryStructuredData, type ProfiledPlace, type SensoryLabels } from './sensory-structured-data';
import { parkStructuredData } from './structured-data';

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** Title, description, canonical, hreflang alternates, Open Graph and JSON-LD of a content page. */
export function pageMeta(
  loaderData:
    | {
        page: SitePage;
        content: RenderedPage;
        sensoryGuide?: SensoryGuideData | null;
        sensoryLabels?: SensoryLabels | null;
      }
    | undefined,
  matches: readonly (MetaMatch | undefined)[],
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  if (!loaderData || !root) return [{ title: 'Error' }];
  const { page, content } = loaderData;
  const canonical = `${root.origin}${page.path}`;
  const image = `${root.origin}/content-images/${content.hero.src}`;
  const hreflangs = root.preloadedState.site.hreflangs;
  const alternates: MetaDescriptor[] = Object.entries(hreflangs).map(([language, href]) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: htmlLang(language as 'es' | 'en' | 'pt'),
    href,
  }));
  const xDefault = hreflangs.en ?? hreflangs.es;
  if (xDefault) alternates.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: xDefault });
  const ampPath = ampPathOf(page);
  // SPEC §2 'AMP variants': the canonical page names its AMP page, which names it back as canonical.
  if (ampPath) alternates.push({ tagName: 'link', rel: 'amphtml', href: `${root.origin}${ampPath}` });
  const homePath = routePath('home', page.language, { park: root.config.parkSlug }) ?? '/';
  // The attractions and tours the page shows with a sensory profile: its cards, or the guide's matches.
  const profiled: ProfiledPlace[] = loaderData.sensoryGuide
    ? loaderData.sensoryGuide.matches.map((entry) => ({
        name: entry.title,
        path: entry.href,
        profile: entry.profile,
      }))
    : Object.values(content.items)
        .flat()
        .flatMap((item) =>
          item.sensory ? [{ name: item.title, path: `${page.path}#${item.id}`, profile: item.sensory }] : [],
        );
  return [
    { title: content.title },
    { name: 'description', content: content.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...alternates,
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: root.config.parkName },
    { property: 'og:title', content: content.title },
    { property: 'og:description', content: content.description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: content.hero.alt },
    { property: 'og:locale', content: htmlLang(page.language).replace('-', '_') },
    { name: 'twitter:card', content: 'summary_large_image' },
    {
      'script:ld+json': parkStructuredData({
        park: root.park,
        origin: root.origin,
        language: page.language,
        siteLanguages: limitLanguages(root.config.translations.global.languageLimiter, root.config.siteCode),
        homePath,
        page: { path: page.path, name: content.navLabel, isHome: page.id === 'home' },
        image,
        description: content.description,
        more: loaderData.sensoryLabels
          ? sensoryStructuredData(profiled, root.origin, loaderData.sensoryLabels)
          : [],
      }),
    },
  ];
}
