import { languageFromPath } from '@parks/i18n';
import { loadPage } from '../content/content.server';
import { pagePathname } from '../page-load/page-pathname';

/** The related links of the not-found content file, in the language of the path, as HTML. */
export async function notFoundLinksHtml(request: Request): Promise<string | undefined> {
  const language = languageFromPath(pagePathname(request)) === 'es' ? 'es' : 'en';
  return (await loadPage('not-found', language))?.html;
}
