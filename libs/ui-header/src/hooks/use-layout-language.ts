import { FALLBACK_LANGUAGE, isLanguage, useTranslation, type Language } from '@parks/i18n';

/** The ui-header texts and the language they are in, which the layout's links follow too. */
export function useLayoutTranslation() {
  const { t, i18n } = useTranslation('ui-header');
  const language: Language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  return { t, language };
}
