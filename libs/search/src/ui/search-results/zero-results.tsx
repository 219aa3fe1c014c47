import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { SearchCategoryCount } from '@parks/contracts';
import { useTranslation } from '@parks/i18n';
import { ANY_CATEGORY, type SearchCategory } from '../../core/search-categories';
import { CategoryFilter } from './category-filter';
import { PopularPages, type PopularPage } from './popular-pages';
import { useResultsPageHref } from './use-results-page-href';

export interface ZeroResultsProps {
  query: string;
  category: SearchCategory;
  /** Matches per category: a filtered search may have matches elsewhere. */
  categories: SearchCategoryCount[];
  popularPages: PopularPage[];
}

/** A search that matched nothing: what to try next, the categories that did match, and popular pages. */
export function ZeroResults({ query, category, categories, popularPages }: ZeroResultsProps) {
  const { t } = useTranslation('search');
  const hrefFor = useResultsPageHref();
  const filtered = category !== ANY_CATEGORY;
  const matchesElsewhere = categories.some((entry) => entry.count > 0);

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
        {filtered
          ? t('results.zero.titleInCategory', { query, category: t(`searchBox.categories.${category}`) })
          : t('results.zero.title', { query })}
      </Heading>
      {matchesElsewhere ? <CategoryFilter query={query} current={category} categories={categories} /> : null}
      <Box>
        <Text fontWeight="semibold">{t('results.zero.tipsTitle')}</Text>
        <Box as="ul" marginTop="2" paddingStart="5" listStyleType="disc" lineHeight="tall">
          <li>{t('results.zero.spelling')}</li>
          <li>{t('results.zero.words')}</li>
          <li>
            {t('results.zero.category')}
            {filtered ? (
              <>
                {' '}
                <Link href={hrefFor({ query })} colorPalette="brand" variant="underline" display="inline">
                  {t('results.zero.anyCategory', { query })}
                </Link>
              </>
            ) : null}
          </li>
        </Box>
      </Box>
      <PopularPages pages={popularPages} />
    </Stack>
  );
}
