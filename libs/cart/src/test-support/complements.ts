import type { ComplementProduct } from '@parks/contracts';

/** A complement of the seeded catalog (SPEC §3 pairs 295→377, 306→378, 305→342), for stories and specs. */
export function complement(overrides: Partial<ComplementProduct> = {}): ComplementProduct {
  return {
    id: 295,
    idUpgrade: 377,
    name: 'Snorkel en cenote',
    nameUpgrade: 'Tour de snorkel en cenotes',
    businessUnit: 'XS',
    code: 'XS-CMP-SNORKEL',
    price: null,
    img: { src: '/global/complements/xs-cmp-snorkel.svg' },
    infoDetails: {
      titleDescription: 'Snorkel en cenote',
      subtitleDescription: 'Mejóralo a: Tour de snorkel en cenotes',
      textDescription:
        '<p>Nada en un <strong>cenote</strong> de agua cristalina.</p><ul><li>Equipo incluido</li><li>45 minutos</li></ul>',
    },
    hasBeenAdded: false,
    ...overrides,
  };
}

export const complementsFixture: ComplementProduct[] = [
  complement(),
  complement({
    id: 306,
    idUpgrade: 378,
    name: 'Show nocturno de los sentidos',
    nameUpgrade: 'Show nocturno con cena',
    code: 'XS-CMP-NIGHT',
    img: { src: '/global/complements/xs-cmp-night.svg' },
    infoDetails: {
      titleDescription: 'Show nocturno de los sentidos',
      subtitleDescription: 'Mejóralo a: Show nocturno con cena',
      // A catalog entry as it may arrive: the script, the handler and the javascript: link must go.
      textDescription:
        '<p onclick="alert(1)">Luz, música y aromas bajo las estrellas.<script>alert("x")</script></p>' +
        '<p><a href="javascript:alert(1)">Programa</a> · <a href="https://example.com/show" target="_blank">Más información</a></p>',
    },
  }),
  complement({
    id: 305,
    idUpgrade: 342,
    name: 'Cata de cacao maya',
    nameUpgrade: 'Ruta del cacao',
    code: 'XS-CMP-TASTING',
    img: { src: '/global/complements/xs-cmp-tasting.svg' },
    infoDetails: {
      titleDescription: 'Cata de cacao maya',
      subtitleDescription: 'Mejóralo a: Ruta del cacao',
      textDescription: '<p>Prueba el cacao como lo preparaban los mayas.</p>',
    },
  }),
];
