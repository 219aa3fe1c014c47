import { PSEUDO_SOURCE_LANGUAGE, pseudoLocalizeResources } from '../core/pseudo-locale';
import type { I18nNamespace } from './create-i18n';

/**
 * The namespaces with their English texts replaced by the pseudo-locale. Pass the result to
 * `createI18n('en', …)` to render a page (or a story) in the pseudo-locale; every other language is
 * left as it is, so links and formats stay those of English.
 */
export function pseudoNamespaces(namespaces: readonly I18nNamespace[]): I18nNamespace[] {
  return namespaces.map(({ namespace, resources }) => ({
    namespace,
    resources: {
      ...resources,
      [PSEUDO_SOURCE_LANGUAGE]: pseudoLocalizeResources(resources[PSEUDO_SOURCE_LANGUAGE] ?? {}),
    },
  }));
}
