import type { ParkBrand, SiteConfig } from '@parks/site';

/** Parque Aventura's own palette: volcanic orange and deep sea blue. */
export const aventuraBrand: ParkBrand = {
  name: 'Parque Aventura',
  brand: {
    50: '#eef5ff',
    100: '#d9e8ff',
    200: '#bcd7ff',
    300: '#8ebdff',
    400: '#5998ff',
    500: '#3373fc',
    600: '#1d54f1',
    700: '#1540c4',
    800: '#18379f',
    900: '#19337d',
    950: '#14214c',
  },
  accent: {
    50: '#fff7ed',
    100: '#ffedd4',
    200: '#ffd7a8',
    300: '#ffb970',
    400: '#ff8f37',
    500: '#fe6f11',
    600: '#ef5407',
    700: '#c63d08',
    800: '#9d310f',
    900: '#7e2b10',
    950: '#441306',
  },
  fonts: { heading: 'Georgia, serif', body: 'system-ui, sans-serif' },
};

/** Parque Aventura's configuration: its own code, slug, phones and flags; the group's APIs. */
export const aventuraConfig: SiteConfig = {
  siteCode: 'XS',
  parkSlug: 'aventura',
  parkName: 'Parque Aventura',
  sisterParks: [
    { slug: 'sensoria', name: 'Parque Sensoria' },
    { slug: 'selva', name: 'Parque Selva' },
  ],
  phones: [{ country: 'MX', label: { es: 'México', en: 'Mexico' }, number: '+52 984 555 0177' }],
  callCenterPhone: '+52 984 555 0177',
  apiBaseUrl: '/api/v1',
  cartApiBaseUrl: '',
  cartPrefixProject: 'PARKS',
  accountSiteUrl: '/account',
  chatUrl: '/account/chat',
  contactUrl: '/account/contact',
  healthProtocolUrl: '/es/preguntas-frecuentes/',
  social: [{ network: 'Instagram', url: 'https://photos.example/parqueaventura' }],
  header: { showUserAvatar: false },
  banner: {
    visible: true,
    id: 'aventura-launch',
    text: { es: '¡Nueva tirolesa sobre el cenote!', en: 'New zip line over the cenote!' },
  },
  translations: {
    global: {
      languageLimiter: [{ siteCode: 'XS', languages: ['es', 'en'] }],
      personaEnabled: false,
      personaShoppingEnabled: {},
    },
  },
  geoHeader: 'CloudFront-Viewer-Country',
  newsletter: {
    action: '/newsletter/subscribe',
    clientId: 'parks-sites',
    externalKey: 'parks-newsletter',
    successUrl: { es: '/es/', en: '/en/' },
    errorUrl: { es: '/es/error-subscription/', en: '/en/error-subscription/' },
    origin: 'WEB',
    mid: 'XS',
  },
};

/** The site's own texts: its home page, in both languages. */
export const aventuraTexts = {
  es: {
    heading: 'Vive la aventura',
    lead: 'Tirolesas, ríos subterráneos y selva a 40 minutos de Playa del Carmen.',
  },
  en: {
    heading: 'Live the adventure',
    lead: 'Zip lines, underground rivers and jungle 40 minutes from Playa del Carmen.',
  },
} as const;
