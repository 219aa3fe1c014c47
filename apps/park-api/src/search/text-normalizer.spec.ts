import {
  allowedTypos,
  boundedEditDistance,
  foldText,
  foldWithOffsets,
  foldedWords,
  isStopWord,
  queryTerms,
} from './text-normalizer';

describe('text normaliser', () => {
  it.each`
    text                       | folded
    ${'Ubicación'}             | ${'ubicacion'}
    ${'UBICACIÓN'}             | ${'ubicacion'}
    ${'niños'}                 | ${'ninos'}
    ${'Río Subterráneo'}       | ${'rio subterraneo'}
    ${'Volcán'}                | ${'volcan'}
    ${'Ça va, Ümit'}           | ${'ca va, umit'}
    ${'u\u0301bicacio\u0301n'} | ${'ubicacion'}
  `('folds "$text" to "$folded"', ({ text, folded }) => {
    expect(foldText(text)).toBe(folded);
  });

  it('splits on whitespace and punctuation', () => {
    expect(foldedWords('¿A qué edad pagan los niños? (5–11 años)')).toEqual([
      'a',
      'que',
      'edad',
      'pagan',
      'los',
      'ninos',
      '5',
      '11',
      'anos',
    ]);
  });

  it('drops stop words of both languages from a query, accented or not', () => {
    expect(queryTerms('¿A qué edad pagan los niños?')).toEqual(['edad', 'pagan', 'ninos']);
    expect(queryTerms('What age do children pay')).toEqual(['age', 'children', 'pay']);
    expect(isStopWord('que')).toBe(true);
    expect(isStopWord('cenote')).toBe(false);
  });

  it('maps folded offsets back to the original text', () => {
    const text = 'La Caleta: Ñandú';
    const { folded, offsets } = foldWithOffsets(text);
    const at = folded.indexOf('nandu');
    expect(text.slice(offsets[at], offsets[at + 'nandu'.length])).toBe('Ñandú');
    expect(offsets).toHaveLength(folded.length + 1);
  });

  it('computes a bounded edit distance', () => {
    expect(boundedEditDistance('cenots', 'cenotes', 1)).toBe(1);
    expect(boundedEditDistance('kitten', 'sitting', 3)).toBe(3);
    expect(boundedEditDistance('abc', 'xyz123', 1)).toBe(2);
    expect(boundedEditDistance('same', 'same', 0)).toBe(0);
  });

  it('allows no typo in short words, one in medium, two in long ones', () => {
    expect(allowedTypos('rio')).toBe(0);
    expect(allowedTypos('cenote')).toBe(1);
    expect(allowedTypos('atracciones')).toBe(2);
  });
});
