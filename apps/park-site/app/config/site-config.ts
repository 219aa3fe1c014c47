import type { SiteConfig } from '@parks/site';

/** Where the browser and the server reach park-api; the embedded default runs it on :3333. */
export interface SiteEndpoints {
  apiOrigin: string;
  /** The parks API as the browser calls it. @default `${apiOrigin}/api/v1` */
  apiBaseUrl?: string;
  /** The cart API host as the browser calls it ('' = this site's origin). @default apiOrigin */
  cartApiBaseUrl?: string;
}

const CALL_CENTER_PHONE = '+52 998 555 0142';
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * Parque Sensoria's SiteConfig. Phone numbers are fictional (555). The personalisation
 * provider is called Persona; its two flags carry its name (SPEC §3 'Translations configuration').
 */
export function createSensoriaConfig(endpoints: SiteEndpoints): SiteConfig {
  return {
    siteCode: 'XS',
    parkSlug: 'sensoria',
    parkName: 'Parque Sensoria',
    sisterParks: [
      { slug: 'aventura', name: 'Parque Aventura', flagship: true },
      { slug: 'selva', name: 'Parque Selva' },
      { slug: 'arrecife', name: 'Parque Arrecife' },
      { slug: 'cenotes', name: 'Parque Cenotes' },
      { slug: 'isla', name: 'Parque Isla' },
      { slug: 'volcan', name: 'Parque Volcán' },
    ],
    phones: [
      { country: 'MX', label: { es: 'México', en: 'Mexico', pt: 'México' }, number: '+52 998 555 0142' },
      {
        country: 'US',
        label: { es: 'EE. UU. y Canadá', en: 'USA & Canada', pt: 'EUA e Canadá' },
        number: '+1 800 555 0199',
      },
      { country: 'ES', label: { es: 'España', en: 'Spain', pt: 'Espanha' }, number: '+34 900 555 014' },
    ],
    callCenterPhone: CALL_CENTER_PHONE,
    apiBaseUrl: endpoints.apiBaseUrl ?? `${endpoints.apiOrigin}/api/v1`,
    cartApiBaseUrl: endpoints.cartApiBaseUrl ?? endpoints.apiOrigin,
    cartPrefixProject: 'PARKS',
    accountSiteUrl: `${endpoints.apiOrigin}/account`,
    chatUrl: `${endpoints.apiOrigin}/account/chat`,
    contactUrl: `${endpoints.apiOrigin}/account/contact`,
    healthProtocolUrl: {
      es: '/es/preguntas-frecuentes/#health-protocol',
      en: '/en/faqs/#health-protocol',
    },
    social: [
      { network: 'Facebook', url: 'https://social.example/parquesensoria' },
      { network: 'Instagram', url: 'https://photos.example/parquesensoria' },
      { network: 'YouTube', url: 'https://video.example/parquesensoria' },
      // The social messenger (SPEC §1): click-to-chat with the call centre's number (fictional, 555), shown
      // in the footer's social links and beside the chat launcher.
      { network: 'WhatsApp', url: `https://wa.me/${digitsOf(CALL_CENTER_PHONE)}` },
    ],
    header: { showUserAvatar: true },
    banner: {
      visible: true,
      id: 'presale-2026-12',
      text: {
        es: 'Compra con 21 días de anticipación y ahorra 15 % en tu entrada.',
        en: 'Buy 21 days ahead and save 15 % on your admission.',
        pt: 'Compre com 21 dias de antecedência e economize 15 % no seu ingresso.',
      },
      href: { es: '/es/promociones-sensoria/', en: '/en/sensoria-promotions/' },
    },
    translations: {
      global: {
        languageLimiter: [{ siteCode: 'XS', languages: ['es', 'en'] }],
        personaEnabled: false,
        personaShoppingEnabled: { XS: true },
      },
    },
    geoHeader: 'CloudFront-Viewer-Country',
    newsletter: {
      action: `${endpoints.apiOrigin}/newsletter/subscribe`,
      clientId: 'parks-sites',
      externalKey: 'parks-newsletter',
      successUrl: { es: '/es/', en: '/en/' },
      errorUrl: { es: '/es/error-subscription/', en: '/en/error-subscription/' },
      origin: 'WEB',
      mid: 'XS',
    },
  };
}
