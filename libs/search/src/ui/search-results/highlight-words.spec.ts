import { describe, expect, it } from '@jest/globals';
import { highlightWords } from './highlight-words';

const marked = (text: string, query: string) =>
  highlightWords(text, query)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('highlightWords', () => {
  it('marks every word of the query, ignoring case and accents', () => {
    expect(marked('Los niños nadan en el Cenote; los NINOS también.', 'ninos cenote')).toEqual([
      'niños',
      'Cenote',
      'NINOS',
    ]);
  });

  it('keeps the whole text, in order', () => {
    const text = 'Tour de snorkel en cenotes';
    expect(
      highlightWords(text, 'cenote snorkel')
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });

  it('marks the longer word first so a shorter one never splits it', () => {
    expect(marked('Tour de cenotes', 'cenote cenotes')).toEqual(['cenotes']);
  });

  it('leaves out one-letter words and the punctuation around words', () => {
    expect(marked('Cenote y río', 'y "cenote"')).toEqual(['Cenote']);
  });

  it('returns markup as plain text', () => {
    expect(highlightWords('<b>cenote</b>', 'cenote')).toEqual([
      { text: '<b>', match: false },
      { text: 'cenote', match: true },
      { text: '</b>', match: false },
    ]);
  });

  it('marks nothing for an empty query and returns nothing for an empty text', () => {
    expect(highlightWords('Cenote de la Luz', '  ')).toEqual([{ text: 'Cenote de la Luz', match: false }]);
    expect(highlightWords('', 'cenote')).toEqual([]);
  });
});
