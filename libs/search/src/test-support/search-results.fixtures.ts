/**
 * Search answers for Parque Sensoria, as the parks API's search service gives them, for the stories
 * and specs of the results view. Titles, snippets, images and URLs are the site's own content.
 */
import type { ContentImage, SearchAnswer, SearchData, SearchResult } from '@parks/contracts';
import type { PopularPage } from '../ui/search-results/popular-pages';

const cenoteImageEs: ContentImage = {
  src: 'cenote.svg',
  alt: 'Corte de un cenote: la selva arriba, una bóveda de roca y una persona nadando en agua turquesa iluminada por el sol',
  width: 800,
  height: 600,
};
const cenoteImageEn: ContentImage = {
  src: 'cenote.svg',
  alt: 'Cross-section of a cenote: jungle above, a rock vault and a person swimming in sunlit turquoise water',
  width: 800,
  height: 600,
};

/** A search answer with the service's defaults: the first of one page. */
export function searchData(overrides: Partial<SearchData> = {}): SearchData {
  const results = overrides.results ?? [];
  return {
    queryId: 'projects/parks/locations/global/queries/q-7f3a',
    attributionToken: 'attr-token-sensoria-1',
    query: '',
    totalSize: results.length,
    page: 1,
    pageSize: 5,
    pageCount: results.length ? 1 : 0,
    results,
    categories: [],
    ...overrides,
  };
}

export const cenoteLuzEs: SearchResult = {
  id: 'attraction:es:cenote-luz',
  title: 'Cenote de la Luz',
  snippet:
    'Un cenote semiabierto de agua dulce a 24 °C. Cerca del mediodía, los rayos de sol atraviesan la bóveda y dibujan columnas de luz sobre el agua turquesa.',
  url: '/es/actividades-sensoria/#cenote-luz',
  type: 'attraction',
  category: 'attractions',
  language: 'es',
  image: cenoteImageEs,
};

export const snorkelCenotesEs: SearchResult = {
  id: 'tour:es:snorkel-cenotes',
  title: 'Tour de snorkel en cenotes',
  snippet:
    'Con un guía de buceo, explora las zonas del Cenote de la Luz y del río que no están abiertas al nado libre: raíces, galerías y peces ciegos.',
  url: '/es/tours-en-cancun-y-riviera-maya/#snorkel-cenotes',
  type: 'tour',
  category: 'tours',
  language: 'es',
  image: cenoteImageEs,
};

export const tourCenotesEs: SearchResult = {
  id: 'tour:es:tour-cenotes',
  title: 'Tour Parque Cenotes',
  snippet:
    'Cuatro cenotes en un día, del abierto al de caverna, con tirolesa y rápel para los más valientes.',
  url: '/es/tours-en-cancun-y-riviera-maya/#tour-cenotes',
  type: 'tour',
  category: 'tours',
  language: 'es',
  image: {
    src: 'river.svg',
    alt: 'Río subterráneo entre estalactitas, iluminado por faroles, con una balsa y dos personas',
    width: 800,
    height: 600,
  },
};

export const ninosAguaEs: SearchResult = {
  id: 'faq:es:ninos-agua',
  title: '¿Los niños pequeños pueden entrar al agua?',
  snippet:
    'Sí, siempre con chaleco salvavidas y acompañados por un adulto. El cenote, el río y la caleta son para niños a partir de 5 años.',
  url: '/es/preguntas-frecuentes/#ninos-agua',
  type: 'faq',
  category: 'help',
  language: 'es',
};

export const queLlevarEs: SearchResult = {
  id: 'faq:es:que-llevar',
  title: '¿Qué debo llevar?',
  snippet:
    'En el agua no se permite bloqueador ni repelente, ni siquiera biodegradable, para proteger los cenotes: dúchate antes de entrar.',
  url: '/es/preguntas-frecuentes/#que-llevar',
  type: 'faq',
  category: 'help',
  language: 'es',
};

export const attractionsPageEs: SearchResult = {
  id: 'page:es:attractions',
  title: 'Actividades en Parque Sensoria',
  snippet:
    'Cenote de la Luz, río subterráneo, puentes colgantes, tirolesa, mariposario, sendero del cacao y más: todas las actividades de Parque Sensoria.',
  url: '/es/actividades-sensoria/',
  type: 'page',
  category: 'attractions',
  language: 'es',
  image: {
    src: 'hero-canopy.svg',
    alt: 'Puentes colgantes entre árboles bajo el dosel de la selva, con un sol dorado al fondo',
    width: 1200,
    height: 675,
  },
};

const cenoteCategories: SearchData['categories'] = [
  { category: 'attractions', count: 3 },
  { category: 'tours', count: 2 },
  { category: 'help', count: 2 },
];

/** 'cenote' in Spanish: 7 matches over two pages of 5. */
export const cenoteResultsEs = searchData({
  query: 'cenote',
  totalSize: 7,
  pageCount: 2,
  results: [cenoteLuzEs, snorkelCenotesEs, ninosAguaEs, queLlevarEs, attractionsPageEs],
  categories: cenoteCategories,
});

/** 'cenote' filtered to tours. */
export const cenoteToursEs = searchData({
  query: 'cenote',
  totalSize: 2,
  results: [snorkelCenotesEs, tourCenotesEs],
  categories: cenoteCategories,
});

/** 'cenotse' matched nothing as typed; the service searched 'cenotes'. */
export const correctedResultsEs = searchData({
  query: 'cenotse',
  correctedQuery: 'cenotes',
  totalSize: 3,
  results: [tourCenotesEs, snorkelCenotesEs, queLlevarEs],
  categories: [
    { category: 'tours', count: 2 },
    { category: 'help', count: 1 },
  ],
});

/** A question: the answer comes from a frequently asked question. */
export const childrenCenoteEs = searchData({
  query: 'niños cenote',
  totalSize: 3,
  results: [ninosAguaEs, cenoteLuzEs, attractionsPageEs],
  categories: [
    { category: 'help', count: 1 },
    { category: 'attractions', count: 2 },
  ],
});

export const childrenAnswerEs: SearchAnswer = {
  text: 'Sí, siempre con chaleco salvavidas y acompañados por un adulto. El cenote, el río y la caleta son para niños a partir de 5 años; los más pequeños disfrutan los jardines, el Círculo de Tambores y la zona de hamacas.',
  source: {
    id: 'faq:es:ninos-agua',
    title: '¿Los niños pequeños pueden entrar al agua?',
    url: '/es/preguntas-frecuentes/#ninos-agua',
  },
};

const sense = (id: string, title: string, snippet: string, src: string, alt: string): SearchResult => ({
  id: `page:es:senses-${id}`,
  title,
  snippet,
  url: `/es/que-son-los-sentidos/#${id}`,
  type: 'page',
  category: 'park',
  language: 'es',
  image: { src, alt, width: 800, height: 600 },
});

/** 'sentidos' in Spanish, page 2 of 10 (46 matches, 5 a page). */
export const sensesPage2Es = searchData({
  query: 'sentidos',
  totalSize: 46,
  page: 2,
  pageCount: 10,
  results: [
    sense(
      'hearing',
      'Oído',
      'El eco de una gota en la caverna, el canto de las aves al amanecer: uno de los cinco sentidos que Sensoria te enseña a escuchar de nuevo.',
      'hearing.svg',
      'Tambor de madera con baquetas rodeado de ondas de sonido',
    ),
    sense(
      'touch',
      'Tacto',
      'Agua fresca de cenote, arena tibia y musgo bajo los pies descalzos. El tacto es el sentido que más se recuerda.',
      'touch.svg',
      'Ondas en el agua junto a una playa de arena con piedras lisas de colores',
    ),
    sense(
      'smell',
      'Olfato',
      'Tierra mojada, resina de copal y flor de vainilla: el olfato es el más antiguo de los sentidos.',
      'smell.svg',
      'Flor coral con volutas de aroma que suben hacia el cielo',
    ),
    {
      id: 'attraction:es:tunel-texturas',
      title: 'Túnel de las Texturas',
      snippet:
        'Un pasaje en penumbra que se recorre descalzo, con todos los sentidos despiertos: arena tibia, musgo, piedras lisas y raíces.',
      url: '/es/actividades-sensoria/#tunel-texturas',
      type: 'attraction',
      category: 'attractions',
      language: 'es',
    },
    {
      id: 'tour:es:ruta-cacao',
      title: 'Ruta del cacao',
      snippet:
        'Una tarde para los sentidos del gusto y el olfato: muele cacao en metate y prueba la bebida tradicional.',
      url: '/es/tours-en-cancun-y-riviera-maya/#ruta-cacao',
      type: 'tour',
      category: 'tours',
      language: 'es',
    },
  ],
  categories: [
    { category: 'attractions', count: 18 },
    { category: 'park', count: 14 },
    { category: 'tours', count: 6 },
    { category: 'help', count: 5 },
    { category: 'services', count: 3 },
  ],
});

/** 'cenote' in English: 7 matches over two pages of 5. */
export const cenoteResultsEn = searchData({
  query: 'cenote',
  totalSize: 7,
  pageCount: 2,
  results: [
    {
      id: 'attraction:en:cenote-luz',
      title: 'Cenote of Light',
      snippet:
        'A semi-open freshwater cenote at 24 °C. Around midday, sunbeams pierce the rock vault and draw columns of light on the turquoise water.',
      url: '/en/sensoria-activities/#cenote-luz',
      type: 'attraction',
      category: 'attractions',
      language: 'en',
      image: cenoteImageEn,
    },
    {
      id: 'tour:en:snorkel-cenotes',
      title: 'Cenote snorkel tour',
      snippet:
        'With a dive guide, explore the parts of the Cenote of Light and the river that are closed to free swimming: roots, galleries and blind fish.',
      url: '/en/tours-in-cancun-and-riviera-maya/#snorkel-cenotes',
      type: 'tour',
      category: 'tours',
      language: 'en',
      image: cenoteImageEn,
    },
    {
      id: 'faq:en:ninos-agua',
      title: 'Can young children go in the water?',
      snippet:
        'Yes, always with a life jacket and accompanied by an adult. The cenote, the river and the cove are for children aged 5 and up.',
      url: '/en/faqs/#ninos-agua',
      type: 'faq',
      category: 'help',
      language: 'en',
    },
    {
      id: 'faq:en:que-llevar',
      title: 'What should I bring?',
      snippet:
        'Sunscreen and insect repellent are not allowed in the water, not even biodegradable ones, to protect the cenotes: please shower before going in.',
      url: '/en/faqs/#que-llevar',
      type: 'faq',
      category: 'help',
      language: 'en',
    },
    {
      id: 'page:en:attractions',
      title: 'Activities at Parque Sensoria',
      snippet:
        'Cenote of Light, underground river, hanging bridges, zip line, butterfly garden, cacao trail and more: every activity at Parque Sensoria.',
      url: '/en/sensoria-activities/',
      type: 'page',
      category: 'attractions',
      language: 'en',
    },
  ],
  categories: cenoteCategories,
});

/** Nothing matched at all. */
export const noResults = (query: string) => searchData({ query });

/** Nothing in the chosen category, though other categories match. */
export const cenoteInHotelsEs = searchData({ query: 'cenote', categories: cenoteCategories });

export const popularPagesEs: PopularPage[] = [
  { title: 'Entrada a Parque Sensoria', href: '/es/entrada-parque-sensoria/' },
  { title: 'Actividades en Parque Sensoria', href: '/es/actividades-sensoria/' },
  { title: 'Tours en Cancún y Riviera Maya', href: '/es/tours-en-cancun-y-riviera-maya/' },
  { title: 'Cómo llegar a Parque Sensoria', href: '/es/ubicacion-parque-sensoria/' },
  { title: 'Preguntas frecuentes', href: '/es/preguntas-frecuentes/' },
];

export const popularPagesEn: PopularPage[] = [
  { title: 'Parque Sensoria admission', href: '/en/sensoria-admission/' },
  { title: 'Activities at Parque Sensoria', href: '/en/sensoria-activities/' },
  { title: 'Tours in Cancún and the Riviera Maya', href: '/en/tours-in-cancun-and-riviera-maya/' },
  { title: 'How to get to Parque Sensoria', href: '/en/how-to-get-to-sensoria/' },
  { title: 'Frequently asked questions', href: '/en/faqs/' },
];
