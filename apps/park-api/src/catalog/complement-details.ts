/**
 * What the cart's add-on cards say about each sister-park admission (SPEC §2 'Complement products',
 * issue 18 §2): a subtitle, a short HTML description (sanitized here, before it leaves the API) and the
 * park's illustration. The illustrations are content images (content/images/sister-<park>.svg), served
 * by park-site at /content-images/ with the WebP sizes its build rasterizes (tools/images).
 */
import type { ComplementProduct } from '@parks/contracts/core';
import { sanitizeComplementHtml } from './sanitize-complement-html';

interface ComplementTexts {
  subtitle: string;
  /** HTML: paragraphs, lists, strong and emphasis only. */
  description: string;
}

export interface ComplementDetails {
  image: string;
  es: ComplementTexts;
  en: ComplementTexts;
  pt: ComplementTexts;
}

const DETAILS: Readonly<Record<string, ComplementDetails>> = {
  selva: {
    image: 'sister-selva',
    es: {
      subtitle: 'Expedición a pie y en balsa por la selva tropical',
      description:
        '<p>Puentes entre los árboles, ruinas cubiertas de raíces y un santuario de fauna rescatada.</p>' +
        '<ul><li>Acceso a todos los senderos y al río en balsa</li><li>Chaleco salvavidas incluido</li></ul>' +
        '<p>Mejora al <strong>Tour Parque Selva</strong>: transportación, guía certificado y comida en una comunidad maya.</p>',
    },
    en: {
      subtitle: 'An expedition on foot and by raft through the tropical forest',
      description:
        '<p>Bridges between the trees, root-covered ruins and a sanctuary for rescued wildlife.</p>' +
        '<ul><li>Every trail and the raft ride down the river</li><li>Life jacket included</li></ul>' +
        '<p>Upgrade to the <strong>Selva Park Tour</strong>: transportation, a certified guide and lunch in a Mayan community.</p>',
    },
    pt: {
      subtitle: 'Expedição a pé e de bote pela floresta tropical',
      description:
        '<p>Pontes entre as árvores, ruínas cobertas de raízes e um santuário de animais resgatados.</p>' +
        '<ul><li>Todas as trilhas e a descida do rio de bote</li><li>Colete salva-vidas incluído</li></ul>' +
        '<p>Mude para o <strong>Tour Parque Selva</strong>: transporte, guia credenciado e almoço em uma comunidade maia.</p>',
    },
  },
  arrecife: {
    image: 'sister-arrecife',
    es: {
      subtitle: 'Snorkel en una caleta de agua cristalina',
      description:
        '<p>Nada entre peces de colores donde los ríos subterráneos se encuentran con el mar.</p>' +
        '<ul><li>Equipo de snorkel y chaleco salvavidas</li><li>Playa, hamacas y regaderas</li></ul>' +
        '<p>Mejora al <strong>Tour Parque Arrecife</strong>: transportación, guía certificado y comida bufé.</p>',
    },
    en: {
      subtitle: 'Snorkelling in a crystal-clear cove',
      description:
        '<p>Swim among colourful fish where the underground rivers meet the sea.</p>' +
        '<ul><li>Snorkel gear and life jacket</li><li>Beach, hammocks and showers</li></ul>' +
        '<p>Upgrade to the <strong>Arrecife Park Tour</strong>: transportation, a certified guide and a buffet lunch.</p>',
    },
    pt: {
      subtitle: 'Snorkel em uma enseada de água cristalina',
      description:
        '<p>Nade entre peixes coloridos onde os rios subterrâneos encontram o mar.</p>' +
        '<ul><li>Equipamento de snorkel e colete salva-vidas</li><li>Praia, redes e chuveiros</li></ul>' +
        '<p>Mude para o <strong>Tour Parque Arrecife</strong>: transporte, guia credenciado e almoço bufê.</p>',
    },
  },
  cenotes: {
    image: 'sister-cenotes',
    es: {
      subtitle: 'Tres cenotes: abierto, semiabierto y de caverna',
      description:
        '<p>Agua dulce y fresca bajo bóvedas de roca con columnas de luz.</p>' +
        '<ul><li>Acceso a los tres cenotes</li><li>Chaleco salvavidas y casilleros</li></ul>' +
        '<p>Mejora al <strong>Tour Parque Cenotes</strong>: transportación, guía certificado y comida regional.</p>',
    },
    en: {
      subtitle: 'Three cenotes: open, semi-open and cavern',
      description:
        '<p>Cool fresh water under rock vaults pierced by columns of light.</p>' +
        '<ul><li>Entry to all three cenotes</li><li>Life jacket and lockers</li></ul>' +
        '<p>Upgrade to the <strong>Cenotes Park Tour</strong>: transportation, a certified guide and a regional lunch.</p>',
    },
    pt: {
      subtitle: 'Três cenotes: aberto, semiaberto e de caverna',
      description:
        '<p>Água doce e fresca sob abóbadas de pedra atravessadas por colunas de luz.</p>' +
        '<ul><li>Entrada nos três cenotes</li><li>Colete salva-vidas e armários</li></ul>' +
        '<p>Mude para o <strong>Tour Parque Cenotes</strong>: transporte, guia credenciado e almoço regional.</p>',
    },
  },
};

/** Widths the site's build rasterizes content images to (apps/park-site/app/pages/content-image.tsx). */
const RASTER_WIDTHS = [480, 800, 1200] as const;

/**
 * The card texts and image of a complement in a language (ES, PT, else English), its description
 * sanitized (the site renders it as it is); undefined for a complement without details. `catalog` is
 * where the texts are read from (the details above unless a test gives its own).
 */
export function complementDetails(
  parkSlug: string | undefined,
  language: string,
  catalog: Readonly<Record<string, ComplementDetails>> = DETAILS,
): { texts: ComplementTexts; img: ComplementProduct['img'] } | undefined {
  const details = parkSlug ? catalog[parkSlug] : undefined;
  if (!details) return undefined;
  const texts = language === 'ES' ? details.es : language === 'PT' ? details.pt : details.en;
  return {
    texts: { subtitle: texts.subtitle, description: sanitizeComplementHtml(texts.description) },
    img: {
      src: `/content-images/${details.image}.svg`,
      srcSet: RASTER_WIDTHS.map((width) => `/content-images/${details.image}-${width}.webp ${width}w`).join(
        ', ',
      ),
    },
  };
}
