import { Box, Link, Span } from '@chakra-ui/react';
import type { SearchCategoryCount } from '@parks/contracts';
import { useTranslation } from '@parks/i18n';
import { ANY_CATEGORY, type SearchCategory } from '../../core/search-categories';
import { useResultsPageHref } from './use-results-page-href';

export interface CategoryFilterProps {
  query: string;
  /** The category the results are filtered by. */
  current: SearchCategory;
  /** Matches per category over every category, as the service counts them. */
  categories: SearchCategoryCount[];
}

/**
 * The category facets as plain links, so they filter without JavaScript: 'Any category' first with
 * every match, then the categories that have matches, largest first. The current one stays listed
 * even with no match, so the visitor always sees what the results are filtered by.
 */
export function CategoryFilter({ query, current, categories }: CategoryFilterProps) {
  const { t } = useTranslation('search');
  const hrefFor = useResultsPageHref();
  const withMatches = categories.filter((entry) => entry.count > 0);
  const listed: { category: SearchCategory; count: number }[] = [
    { category: ANY_CATEGORY, count: withMatches.reduce((sum, entry) => sum + entry.count, 0) },
    ...withMatches,
  ];
  if (!listed.some((entry) => entry.category === current)) listed.push({ category: current, count: 0 });

  return (
    <Box as="nav" aria-label={t('results.filter.label')}>
      <Box
        as="ul"
        display="flex"
        flexDirection={{ base: 'row', lg: 'column' }}
        flexWrap="wrap"
        gap="2"
        listStyleType="none"
        margin="0"
        padding="0"
      >
        {listed.map(({ category, count }) => {
          const selected = category === current;
          return (
            <Box as="li" key={category}>
              <Link
                href={hrefFor({ query, category })}
                aria-current={selected ? 'page' : undefined}
                display="flex"
                justifyContent="space-between"
                gap="3"
                minHeight="10"
                paddingX="3"
                paddingY="2"
                borderRadius="full"
                borderWidth="1px"
                borderColor={selected ? 'brand.solid' : 'border'}
                bg={selected ? 'brand.solid' : 'bg'}
                color={selected ? 'brand.contrast' : 'fg'}
                fontSize="sm"
                fontWeight={selected ? 'semibold' : 'normal'}
                textDecoration="none"
                _hover={{ borderColor: 'brand.solid', textDecoration: 'none' }}
              >
                {t(`searchBox.categories.${category}`)}
                <Span> {count}</Span>
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
