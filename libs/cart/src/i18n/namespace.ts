import type { I18nNamespace } from '@parks/i18n';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

/** The cart lib's i18next namespace; hosts pass it to createI18n. */
export const cartI18n: I18nNamespace = { namespace: 'cart', resources: { es, en, pt } };
