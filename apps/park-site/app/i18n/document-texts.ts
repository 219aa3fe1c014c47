import { createContext, useContext } from 'react';
import type { createI18n } from '@parks/i18n';
import type { PageTexts } from './page-texts';

/**
 * A document carries its page's texts in a `<script type="application/json">` of its own, not in the root
 * loader's data (issue 16's server budget): the JSON is made once per language and set of namespaces and
 * spliced into every document as bytes (document-texts.server.ts), where React Router's turbo-stream
 * encoded and escaped the ≈ 1,100 entries on every render (≈ 10 % of an uncached render); the browser
 * reads it with one `JSON.parse` before it hydrates. A later page load (a `.data` request: a client
 * navigation, a revalidation) still brings its texts in the loader data. The load context's side:
 * document-texts-context.ts.
 */

/** The id of the data block that carries a document's texts. */
export const DOCUMENT_TEXTS_ID = 'page-texts';

/** On the server, the document's texts and their i18next instance, shared by every render of them (page-i18n.server.ts). */
export interface DocumentTextsOnServer {
  texts: PageTexts;
  i18n: ReturnType<typeof createI18n>;
}

/** On the server, the document's texts inside the React tree (entry.server provides them). */
export const DocumentTexts = createContext<DocumentTextsOnServer | null>(null);

let inDocument: PageTexts | undefined;

/**
 * The page's texts: those of the loader data when it brought them (a later page load), else the document's
 * (given by entry.server on the server, read once from the data block in the browser).
 */
export function usePageTexts(sent: PageTexts | null): PageTexts {
  const onServer = useContext(DocumentTexts);
  return (
    sent ??
    onServer?.texts ??
    (inDocument ??= JSON.parse(document.getElementById(DOCUMENT_TEXTS_ID)?.textContent || '{}') as PageTexts)
  );
}
