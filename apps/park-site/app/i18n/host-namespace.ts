import type { I18nNamespace } from '@parks/i18n';
import en from './en.json';
import es from './es.json';

/** The host's own texts (breadcrumbs, sitemap headings, 404); pt pages are cart pages and reuse en. */
export const hostI18n: I18nNamespace = { namespace: 'host', resources: { es, en, pt: en } };
