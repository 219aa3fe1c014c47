import { SENSORY_DIMENSIONS, type SensoryProfile } from '@parks/contracts';

/** An attraction or tour a page shows with its sensory profile, and where on the site it is. */
export interface ProfiledPlace {
  name: string;
  /** Its path on the site, with the fragment of its card (`/en/sensoria-activities/#rio-eco`). */
  path: string;
  profile: SensoryProfile;
}

/**
 * The profile table's own words in the page's language (the ui-header namespace's `sensoryProfile`), so
 * the JSON-LD says what the page says. The loader sends them (`sensory-labels.server.ts`): the meta
 * function also runs in the browser, and importing the namespace here put every language of the
 * header's texts into the page's scripts.
 */
export interface SensoryLabels {
  dimensions: Record<string, string>;
  levels: Record<string, string>;
  flashing: string;
  duration: string;
  leave: string;
}

/**
 * schema.org has no sensory vocabulary for places; the nearest is `amenityFeature`
 * (LocationFeatureSpecification: a name, a value and a description), which search engines read for
 * places. Each sense becomes one, its level the value and the park's note the description; the flashing
 * light a yes/no feature of its own. Each attraction is a TouristAttraction inside the park.
 */
export function sensoryStructuredData(
  places: readonly ProfiledPlace[],
  origin: string,
  texts: SensoryLabels,
) {
  return places.map(({ name, path, profile }) => ({
    '@type': 'TouristAttraction',
    '@id': `${origin}${path}`,
    name,
    url: `${origin}${path}`,
    containedInPlace: { '@id': `${origin}/#park` },
    amenityFeature: [
      ...SENSORY_DIMENSIONS.map((dimension) => ({
        '@type': 'LocationFeatureSpecification',
        name: texts.dimensions[dimension],
        value: texts.levels[profile.levels[dimension].level],
        description: profile.levels[dimension].note,
      })),
      { '@type': 'LocationFeatureSpecification', name: texts.flashing, value: profile.flashing },
      { '@type': 'LocationFeatureSpecification', name: texts.duration, value: profile.duration },
      {
        '@type': 'LocationFeatureSpecification',
        name: texts.leave,
        value: profile.leavePartWay,
        description: profile.leaveNote,
      },
    ],
  }));
}
