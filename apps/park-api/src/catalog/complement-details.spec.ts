import { describe, expect, it } from '@jest/globals';
import { complementDetails, type ComplementDetails } from './complement-details';

const hostileTexts = {
  subtitle: 'Snorkel en cenote',
  description:
    '<p onclick="steal()">Agua <b>cristalina</b><script>steal()</script></p>' +
    '<a href="javascript:steal()">Truco</a> <a href="https://example.com/cenote">Ver</a>' +
    '<img src="x" onerror="steal()">',
};
const hostileCatalog: Record<string, ComplementDetails> = {
  cenotes: { image: 'sister-cenotes', es: hostileTexts, en: hostileTexts, pt: hostileTexts },
};

describe('complementDetails: the card texts as they leave the API', () => {
  it.each(['ES', 'EN', 'PT'])(
    'sanitizes a description with a script, handlers and a javascript: link (%s)',
    (language) => {
      const details = complementDetails('cenotes', language, hostileCatalog);
      expect(details?.texts).toEqual({
        subtitle: 'Snorkel en cenote',
        description: '<p>Agua <b>cristalina</b></p><a>Truco</a> <a href="https://example.com/cenote">Ver</a>',
      });
    },
  );

  it("keeps the park's own descriptions as they are written (already within the allowed HTML)", () => {
    const selva = complementDetails('selva', 'EN')?.texts.description;
    expect(selva).toBe(
      '<p>Bridges between the trees, root-covered ruins and a sanctuary for rescued wildlife.</p>' +
        '<ul><li>Every trail and the raft ride down the river</li><li>Life jacket included</li></ul>' +
        '<p>Upgrade to the <strong>Selva Park Tour</strong>: transportation, a certified guide and lunch in a Mayan community.</p>',
    );
  });

  it('has no details for an unknown park', () => {
    expect(complementDetails('nowhere', 'ES', hostileCatalog)).toBeUndefined();
    expect(complementDetails(undefined, 'ES')).toBeUndefined();
  });
});
