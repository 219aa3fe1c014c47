import type { I18nNamespace } from '@parks/i18n';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

/** The search lib's i18next namespace; hosts pass it to createI18n. */
export const searchI18n: I18nNamespace = { namespace: 'search', resources: { es, en, pt } };
