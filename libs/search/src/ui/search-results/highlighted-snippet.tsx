import { Mark } from '@chakra-ui/react';
import { highlightWords } from './highlight-words';

export interface HighlightedSnippetProps {
  /** The result's snippet, plain text as the service answered it. */
  text: string;
  /** The query whose words are marked. */
  query: string;
}

/** A snippet with the query's words in `<mark>`; text nodes only, never HTML. */
export function HighlightedSnippet({ text, query }: HighlightedSnippetProps) {
  return highlightWords(text, query).map((part, index) =>
    part.match ? (
      <Mark key={index} display="inline" bg="brand.subtle" color="fg" fontWeight="semibold">
        {part.text}
      </Mark>
    ) : (
      part.text
    ),
  );
}
