import { Mark } from '@chakra-ui/react';
import { highlightParts } from '../../core/highlight';

export interface HighlightedTextProps {
  /** The suggestion as the service answered it. */
  text: string;
  /** The visitor's word, marked wherever it occurs. */
  word: string;
}

/** A suggestion with the typed word in `<mark>`; text nodes only, never HTML. */
export function HighlightedText({ text, word }: HighlightedTextProps) {
  return highlightParts(text, word).map((part, index) =>
    part.match ? (
      <Mark key={index} display="inline" bg="brand.subtle" color="fg" fontWeight="bold">
        {part.text}
      </Mark>
    ) : (
      part.text
    ),
  );
}
