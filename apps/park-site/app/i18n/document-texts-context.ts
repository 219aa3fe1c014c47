import type { Language } from '@parks/i18n';
import { createContext } from 'react-router';
import type { PageTexts } from './page-texts';

/** Set by the server for a document request (not a `.data` one): the root loader leaves its texts to the document. */
export const documentRequestContext = createContext<boolean>(false);

/** The texts the root loader left to the document (document-texts.ts); entry.server renders with them and writes them into it. */
export const documentTextsContext = createContext<{ language: Language; texts: PageTexts } | null>(null);
