import type { Language } from '@parks/i18n';
import { uiHeaderI18n } from '@parks/ui-header';
import type { SensoryLabels } from './sensory-structured-data';

/** The sensory profile table's words in one language, for the JSON-LD of a page with profiles. */
export function sensoryLabels(language: Language): SensoryLabels {
  const resources = uiHeaderI18n.resources[language] ?? uiHeaderI18n.resources['en'];
  return (resources as { sensoryProfile: SensoryLabels }).sensoryProfile;
}
