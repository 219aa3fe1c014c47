import { describe, expect, it } from '@jest/globals';
import { highlightParts } from './highlight';

const marked = (text: string, word: string) =>
  highlightParts(text, word)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('highlightParts', () => {
  it('marks the typed word case-insensitively (SPEC §3)', () => {
    expect(highlightParts('Los cinco Sentidos', 'SENT')).toEqual([
      { text: 'Los cinco ', match: false },
      { text: 'Sent', match: true },
      { text: 'idos', match: false },
    ]);
  });

  it('marks every occurrence', () => {
    expect(marked('Sense by sense', 'sense')).toBe('[Sense] by [sense]');
  });

  it('matches across accents both ways and keeps the original letters', () => {
    expect(marked('Ubicación del parque', 'ubicacion')).toBe('[Ubicación] del parque');
    expect(marked('Ubicacion del parque', 'UBICACIÓN')).toBe('[Ubicacion] del parque');
    expect(marked('Niños gratis', 'nin')).toBe('[Niñ]os gratis');
  });

  it('keeps combining marks (decomposed text) inside the match', () => {
    const decomposed = 'Cafe\u0301 y mas';
    expect(highlightParts(decomposed, 'café')).toEqual([
      { text: 'Cafe\u0301', match: true },
      { text: ' y mas', match: false },
    ]);
  });

  it('treats regular-expression metacharacters as plain text', () => {
    expect(marked('Tour (Tulum) + cenote', '(tulum)')).toBe('Tour [(Tulum)] + cenote');
    expect(marked('a.b axb', 'a.b')).toBe('[a.b] axb');
    expect(marked('Precio $100*', '$100*')).toBe('Precio [$100*]');
    expect(marked('[a-z]+ \\d', '[a-z]+ \\d')).toBe('[[a-z]+ \\d]');
  });

  it('never turns a suggestion or a word into markup', () => {
    expect(highlightParts('<img src=x onerror=alert(1)> tours', '<img')).toEqual([
      { text: '<img', match: true },
      { text: ' src=x onerror=alert(1)> tours', match: false },
    ]);
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(marked('🌴 Palmas 🌴', 'palmas')).toBe('🌴 [Palmas] 🌴');
    expect(marked('🌴 Palmas', '🌴')).toBe('[🌴] Palmas');
  });

  it('gives the whole text unmarked for an empty word or no match', () => {
    expect(highlightParts('Hoteles', '  ')).toEqual([{ text: 'Hoteles', match: false }]);
    expect(highlightParts('Hoteles', 'tours')).toEqual([{ text: 'Hoteles', match: false }]);
    expect(highlightParts('', 'tours')).toEqual([]);
  });

  it('trims the typed word', () => {
    expect(marked('Foto pase', ' foto ')).toBe('[Foto] pase');
  });

  it('marks only matches that start a word when asked (snippets: the service matches by prefix)', () => {
    const parts = highlightParts('Package ages: do the documents', 'age', { wordStart: true });
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['age']);
    expect(parts.map((part) => part.text).join('')).toBe('Package ages: do the documents');
    expect(highlightParts('niños, Ñandú', 'nandu', { wordStart: true }).filter((part) => part.match)).toEqual(
      [{ text: 'Ñandú', match: true }],
    );
  });
});
