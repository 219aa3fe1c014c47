import { FALLBACK_LANGUAGE, isLanguage, useTranslation, type I18nNamespace } from '@parks/i18n';
import type { ComponentType } from 'react';
import { namespaceTexts } from './namespace-texts';

/**
 * A widget loaded on its own (an island: the currency menu, the search box) with the namespaces it renders
 * with and the page's loader data does not carry (issue 16 step 4: only the page's namespaces travel). They
 * come in its chunk and are added to the page's i18n instance, in its language, before the widget renders:
 * on the server (which renders the island's HTML with them) and in the browser before the island hydrates,
 * so no key shows as text and the hydrated HTML matches. A later page in another language (a new instance)
 * gets them again as this re-renders.
 */
export function withTexts<P extends object>(
  Widget: ComponentType<P>,
  namespaces: readonly I18nNamespace[],
): ComponentType<P> {
  function WithTexts(props: P) {
    const { i18n } = useTranslation();
    const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
    for (const namespace of namespaces)
      if (!i18n.hasResourceBundle(language, namespace.namespace))
        i18n.addResourceBundle(language, namespace.namespace, namespaceTexts(namespace, language));
    return <Widget {...props} />;
  }
  WithTexts.displayName = `WithTexts(${Widget.displayName ?? Widget.name})`;
  return WithTexts;
}
