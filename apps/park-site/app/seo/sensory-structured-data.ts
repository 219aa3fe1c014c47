import { SENSORY_DIMENSIONS, type SensoryProfile } from '@parks/contracts';
import type { Language } from '@parks/i18n';
import { uiHeaderI18n } from '@parks/ui-header';

/** An attraction or tour a page shows with its sensory profile, and where on the site it is. */
export interface ProfiledPlace {
  name: string;
  /** Its path on the site, with the fragment of its card (`/en/sensoria-activities/#rio-eco`). */
  path: string;
  profile: SensoryProfile;
}

interface ProfileTexts {
  dimensions: Record<string, string>;
  levels: Record<string, string>;
  flashing: string;
  duration: string;
  leave: string;
}

/** The profile table's own words (the ui-header namespace), so the JSON-LD says what the page says. */
function profileTexts(language: Language): ProfileTexts {
  const resources = uiHeaderI18n.resources[language] ?? uiHeaderI18n.resources['en'];
  return (resources as { sensoryProfile: ProfileTexts }).sensoryProfile;
}

/**
 * schema.org has no sensory vocabulary for places; the nearest is `amenityFeature`
 * (LocationFeatureSpecification: a name, a value and a description), which search engines read for
 * places. Each sense becomes one, its level the value and the park's note the description; the flashing
 * light a yes/no feature of its own. Each attraction is a TouristAttraction inside the park.
 */
export function sensoryStructuredData(places: readonly ProfiledPlace[], origin: string, language: Language) {
  const texts = profileTexts(language);
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
