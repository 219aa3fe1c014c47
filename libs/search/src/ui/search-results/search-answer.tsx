import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { SearchAnswer as SearchAnswerData } from '@parks/contracts';
import { useTranslation } from '@parks/i18n';

export interface SearchAnswerProps {
  answer: SearchAnswerData;
}

/** The service's extractive answer: the best passage and the page it comes from, in a named region. */
export function SearchAnswer({ answer }: SearchAnswerProps) {
  const { t } = useTranslation('search');
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="surface.raised"
      borderLeftWidth="4px"
      borderColor="brand.solid"
      borderRadius="md"
      padding={{ base: '4', md: '5' }}
    >
      <Heading as="h3" id={headingId} size="sm" color="brand.fg">
        {t('results.answer.title')}
      </Heading>
      <Text marginTop="2" color="fg" lineHeight="tall">
        {answer.text}
      </Text>
      <Text marginTop="3" fontSize="sm" color="fg.muted">
        {t('results.answer.source')}{' '}
        <Link href={answer.source.url} colorPalette="brand" fontWeight="semibold" display="inline">
          {answer.source.title}
        </Link>
      </Text>
    </Box>
  );
}
