import { Box, Link, type LinkProps } from '@chakra-ui/react';
import { useTranslation } from '@parks/i18n';
import type { SearchCategory } from '../../core/search-categories';
import { paginationItems } from './pagination-items';
import { useResultsPageHref } from './use-results-page-href';

export interface SearchPaginationProps {
  query: string;
  category: SearchCategory;
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
}

const pageLink: LinkProps = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '10',
  height: '10',
  paddingX: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border',
  color: 'fg',
  textDecoration: 'none',
  _hover: { borderColor: 'brand.solid', textDecoration: 'none' },
};

/** Links to the other pages of results (Previous, page numbers, Next); nothing when there is one page. */
export function SearchPagination({ query, category, page, pageCount }: SearchPaginationProps) {
  const { t } = useTranslation('search');
  const hrefFor = useResultsPageHref();
  if (pageCount <= 1) return null;
  const href = (target: number) => hrefFor({ query, category, page: target });

  return (
    <Box as="nav" aria-label={t('results.pagination.label')}>
      <Box
        as="ul"
        display="flex"
        flexWrap="wrap"
        justifyContent="center"
        alignItems="center"
        gap="2"
        listStyleType="none"
        margin="0"
        padding="0"
      >
        {page > 1 ? (
          <Box as="li">
            <Link href={href(page - 1)} rel="prev" {...pageLink}>
              <span aria-hidden="true">‹</span>
              {t('results.pagination.previous')}
            </Link>
          </Box>
        ) : null}
        {paginationItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <Box as="li" key={`gap-${index}`} aria-hidden="true" color="fg.muted" paddingX="1">
              …
            </Box>
          ) : (
            <Box as="li" key={item}>
              <Link
                href={href(item)}
                aria-label={t('results.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                {...pageLink}
                {...(item === page
                  ? {
                      bg: 'brand.solid',
                      borderColor: 'brand.solid',
                      color: 'brand.contrast',
                      fontWeight: 'semibold',
                    }
                  : {})}
              >
                {item}
              </Link>
            </Box>
          ),
        )}
        {page < pageCount ? (
          <Box as="li">
            <Link href={href(page + 1)} rel="next" {...pageLink}>
              {t('results.pagination.next')}
              <span aria-hidden="true">›</span>
            </Link>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
