import type { I18nNamespace } from '@parks/i18n';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

/** The ui-header lib's i18next namespace; hosts pass it to createI18n. */
export const uiHeaderI18n: I18nNamespace = { namespace: 'ui-header', resources: { es, en, pt } };
