import type { I18nNamespace } from '@parks/i18n';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

/** The auth lib's i18next namespace; hosts pass it to createI18n. */
export const authI18n: I18nNamespace = { namespace: 'auth', resources: { es, en, pt } };
