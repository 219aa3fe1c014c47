import { Box, Link, SimpleGrid } from '@chakra-ui/react';
import { useSiteConfig } from '@parks/site';
import { layoutRoutePath, SITEMAP_ROUTE_IDS } from '../../core/layout-routes';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { focusRingOnColor } from '../shared/focus-ring';

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
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 1, sm: 2 }}
      columnGap="6"
      rowGap={inverted ? '1.5' : '0'}
      listStyleType="none"
      m="0"
      p="0"
    >
      {SITEMAP_ROUTE_IDS.map((id) => (
        <Box as="li" key={id}>
          <Link
            href={layoutRoutePath(id, language, parkSlug)}
            display="block"
            py={inverted ? '0.5' : '2.5'}
            color={inverted ? 'brand.muted' : 'fg'}
            fontSize="sm"
            textDecoration="none"
            _hover={{ textDecoration: 'underline', color: inverted ? 'brand.contrast' : 'brand.fg' }}
            _focusVisible={inverted ? focusRingOnColor : undefined}
          >
            {t(`routes.${id}`)}
          </Link>
        </Box>
      ))}
    </SimpleGrid>
  );
}
