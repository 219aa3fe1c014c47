import type { ParkFacts } from '@parks/contracts';
import { htmlLang, type Language } from '@parks/i18n';

const DAY_NAMES: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

function dayOfWeek(day: string): string {
  const name = DAY_NAMES[day.slice(0, 2)] ?? day;
  return `https://schema.org/${name}`;
}

/**
 * JSON-LD for a page: the site (a WebSite in the site's languages, SPEC §2 'The site schema lists English
 * and Spanish'), the park as an AmusementPark + TouristAttraction with its opening hours and an admission
 * offer, and a BreadcrumbList from the home page to this page.
 */
export function parkStructuredData(input: {
  park: ParkFacts;
  origin: string;
  language: Language;
  /** The languages the site is published in (the language limiter's, for the site code). */
  siteLanguages: readonly Language[];
  homePath: string;
  page: { path: string; name: string; isHome: boolean };
  image: string;
  description: string;
  /** More nodes of the page (the attractions it shows with their sensory profiles). */
  more?: readonly object[];
}) {
  const { park, origin } = input;
  const homeUrl = `${origin}${input.homePath}`;
  const breadcrumb = [{ name: park.name, url: homeUrl }];
  if (!input.page.isHome) breadcrumb.push({ name: input.page.name, url: `${origin}${input.page.path}` });
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        url: `${origin}/`,
        name: park.name,
        inLanguage: input.siteLanguages.map(htmlLang),
        publisher: { '@id': `${origin}/#park` },
      },
      {
        '@type': ['AmusementPark', 'TouristAttraction'],
        '@id': `${origin}/#park`,
        name: park.name,
        url: homeUrl,
        image: input.image,
        description: input.description,
        telephone: park.phones[0]?.number,
        email: park.email,
        address: {
          '@type': 'PostalAddress',
          streetAddress: park.address.street,
          addressLocality: park.address.locality,
          addressRegion: park.address.region,
          postalCode: park.address.postalCode,
          addressCountry: park.address.country,
        },
        geo: { '@type': 'GeoCoordinates', latitude: park.geo.latitude, longitude: park.geo.longitude },
        openingHoursSpecification: park.openingHours.map((hours) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: hours.days.map(dayOfWeek),
          opens: hours.opens,
          closes: hours.closes,
        })),
        isAccessibleForFree: false,
        publicAccess: true,
        makesOffer: {
          '@type': 'Offer',
          name: input.language === 'es' ? 'Entrada general adulto' : 'Adult general admission',
          price: park.priceFromUSD,
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: homeUrl,
        },
        sameAs: park.social.map((link) => link.url),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: breadcrumb.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: crumb.url,
        })),
      },
      ...(input.more ?? []),
    ],
  };
}
