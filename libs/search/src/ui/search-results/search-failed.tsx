import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@parks/i18n';
import { PopularPages, type PopularPage } from './popular-pages';

export interface SearchFailedProps {
  popularPages: PopularPage[];
}

/** The search service failed (SPEC §8 'Search'): its label, and popular pages so the visitor is not stuck. */
export function SearchFailed({ popularPages }: SearchFailedProps) {
  const { t } = useTranslation('search');
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Box>
        <Box role="alert">
          <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
            {t('results.failed.title')}
          </Heading>
        </Box>
        <Text marginTop="2" color="fg.muted">
          {t('results.failed.hint')}
        </Text>
      </Box>
      <PopularPages pages={popularPages} />
    </Stack>
  );
}
