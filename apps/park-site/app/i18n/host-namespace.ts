import type { I18nNamespace } from '@parks/i18n';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

/** The host's own texts (breadcrumbs, sitemap headings, 404); pt pages are cart pages. */
export const hostI18n: I18nNamespace = { namespace: 'host', resources: { es, en, pt } };
