import { Box, Heading, Link } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from '@parks/i18n';

export interface PopularPage {
  title: string;
  href: string;
}

export interface PopularPagesProps {
  pages: PopularPage[];
}

/** Pages most visitors look for, so a search that found nothing (or failed) is not a dead end. */
export function PopularPages({ pages }: PopularPagesProps) {
  const { t } = useTranslation('search');
  const headingId = useId();
  if (!pages.length) return null;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} size="md">
        {t('results.popular.title')}
      </Heading>
      <Box
        as="ul"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }}
        columnGap="6"
        marginTop="2"
        padding="0"
        listStyleType="none"
      >
        {pages.map((page) => (
          <Box as="li" key={page.href}>
            <Link href={page.href} colorPalette="brand" display="flex" paddingY="2">
              {page.title}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
