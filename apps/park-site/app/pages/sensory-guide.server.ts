import type { ContentLanguage, SensoryProfile } from '@parks/contracts';
import { linkPath, type Language } from '@parks/i18n';
import { matchesSensoryFilters, parseSensoryFilters, type SensoryFilter } from '@parks/ui-header/core';
import { loadCollection } from '../content/content.server';

/** An attraction or tour of the guide, with its profile and where it is on the site. */
export interface SensoryGuideEntry {
  id: string;
  title: string;
  /** Its card on the attractions or tours page. */
  href: string;
  profile: SensoryProfile;
}

/** What the guide page shows for a request: the filters of its URL and what passes them. */
export interface SensoryGuideData {
  filters: SensoryFilter[];
  /** Values of `?filter=` that are no filter: ignored, and said so. */
  unknownFilters: string[];
  matches: SensoryGuideEntry[];
  /** How many attractions and tours have a profile. */
  total: number;
}

/** The collections whose items carry a sensory profile, and the page that lists each. */
const RATED = [
  { collection: 'attractions', route: 'attractions' },
  { collection: 'tours', route: 'tours' },
] as const;

/**
 * The guide's entries for a request: every attraction and tour with a profile, kept when it passes every
 * filter of the URL (`?filter=quiet&filter=dry`), in the content's order.
 */
export async function sensoryGuideData(
  request: Request,
  language: Language,
  contentLanguage: ContentLanguage,
  park: string,
): Promise<SensoryGuideData> {
  const { filters, unknown } = parseSensoryFilters(new URL(request.url).searchParams);
  const entries = (
    await Promise.all(
      RATED.map(async ({ collection, route }) => {
        const page = linkPath(route, language, { park }) ?? '';
        return (await loadCollection(collection, contentLanguage)).flatMap((item) =>
          item.sensory
            ? [{ id: item.id, title: item.title, href: `${page}#${item.id}`, profile: item.sensory }]
            : [],
        );
      }),
    )
  ).flat();
  return {
    filters,
    unknownFilters: unknown,
    matches: entries.filter((entry) => matchesSensoryFilters(entry.profile, filters)),
    total: entries.length,
  };
}
