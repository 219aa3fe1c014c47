import { Box, Heading, Image, Link, Text } from '@chakra-ui/react';
import type { SearchResult } from '@parks/contracts';
import { useTranslation } from '@parks/i18n';
import { HighlightedSnippet } from './highlighted-snippet';

export interface SearchResultItemProps {
  result: SearchResult;
  /** The query whose words are marked in the snippet. */
  query: string;
  /** Called when the visitor follows the result's link; the link still navigates. */
  onClick?: () => void;
}

/** One result of the list: its title as a link, what kind of page it is, the snippet and a thumbnail. */
export function SearchResultItem({ result, query, onClick }: SearchResultItemProps) {
  const { t } = useTranslation('search');
  const kind = [
    t(`searchBox.categories.${result.category}`),
    ...(result.type === 'page' ? [] : [t(`results.types.${result.type}`)]),
  ].join(' · ');
  return (
    <Box
      as="li"
      display="flex"
      alignItems="flex-start"
      gap={{ base: '3', md: '5' }}
      paddingY={{ base: '4', md: '5' }}
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Box flex="1" minWidth="0">
        <Heading as="h3" size={{ base: 'md', md: 'lg' }} lineHeight="short">
          <Link href={result.url} colorPalette="brand" display="inline" onClick={onClick}>
            {result.title}
          </Link>
        </Heading>
        <Text marginTop="1" fontSize="sm" color="fg.muted">
          {kind}
        </Text>
        <Text marginTop="2" color="fg" lineHeight="tall">
          <HighlightedSnippet text={result.snippet} query={query} />
        </Text>
      </Box>
      {result.image ? (
        <Image
          src={`/content-images/${result.image.src}`}
          alt={result.image.alt}
          // The HTML attributes (not Chakra's width/height style props) plus the aspect ratio reserve
          // the thumbnail's box before it loads, so nothing below it moves.
          htmlWidth={result.image.width}
          htmlHeight={result.image.height}
          aspectRatio={`${result.image.width} / ${result.image.height}`}
          loading="lazy"
          decoding="async"
          flexShrink={0}
          w={{ base: '20', md: '32' }}
          h="auto"
          borderRadius="md"
          overflow="hidden"
          bg="bg.muted"
        />
      ) : null}
    </Box>
  );
}
