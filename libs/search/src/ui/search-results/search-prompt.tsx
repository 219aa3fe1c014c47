import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@parks/i18n';
import { PopularPages, type PopularPage } from './popular-pages';

export interface SearchPromptProps {
  popularPages: PopularPage[];
}

/** The results page opened without a word: what to do, and popular pages to start from. */
export function SearchPrompt({ popularPages }: SearchPromptProps) {
  const { t } = useTranslation('search');
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Box>
        <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
          {t('results.empty.title')}
        </Heading>
        <Text marginTop="2" color="fg.muted">
          {t('results.empty.prompt')}
        </Text>
      </Box>
      <PopularPages pages={popularPages} />
    </Stack>
  );
}
