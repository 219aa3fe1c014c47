import type { I18nNamespace } from '@parks/i18n';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

/** The site lib's i18next namespace; hosts pass it to createI18n. */
export const siteI18n: I18nNamespace = { namespace: 'site', resources: { es, en, pt } };
