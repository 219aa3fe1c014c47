import { useSiteConfig } from '@parks/site';
import { layoutRoutePath, SITEMAP_ROUTE_IDS } from '../../core/layout-routes';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { sitemapLinksStyles } from './sitemap-links.styles';

export interface SitemapLinksProps {
  /**
   * 'inverted' for a dark surface (the footer), 'plain' for the page background (the drawer).
   * @default 'plain'
   */
  tone?: 'plain' | 'inverted';
}

/** The site's main pages in the visitor's language, built from the route table. */
export function SitemapLinks({ tone = 'plain' }: SitemapLinksProps) {
  const { t, language } = useLayoutTranslation();
  const { parkSlug } = useSiteConfig();
  const inverted = tone === 'inverted';
  const c = sitemapLinksStyles.classes;
  return (
    <ul className={inverted ? c.listInverted : c.listPlain}>
      {SITEMAP_ROUTE_IDS.map((id) => (
        <li key={id}>
          <a href={layoutRoutePath(id, language, parkSlug)} className={inverted ? c.linkInverted : c.linkPlain}>
            {t(`routes.${id}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
