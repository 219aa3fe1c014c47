import { DOCUMENT_TEXTS_ID } from './document-texts';
import type { PageTexts } from './page-texts';

const scripts = new WeakMap<PageTexts, Buffer>();

/**
 * The data block that carries a page's texts (document-texts.ts), as bytes: made once per texts object
 * (`pageTexts` gives the same one for a language and set of namespaces, so a handful in all). `<` is
 * escaped in the JSON, so nothing in a text can end the element or open a comment in it.
 */
export function documentTextsScript(texts: PageTexts): Buffer {
  let script = scripts.get(texts);
  if (!script) {
    const json = JSON.stringify(texts).replaceAll('<', '\\u003c');
    script = Buffer.from(
      `<script type="application/json" id="${DOCUMENT_TEXTS_ID}">${json}</script>`,
      'utf8',
    );
    scripts.set(texts, script);
  }
  return script;
}

const BODY_END = Buffer.from('</body>');

/**
 * The document with the texts' data block last in `<body>`, after what the visitor reads (the browser parses
 * it before the page's scripts run, which wait for the whole document). React 19 skips an element it did
 * not render at the end of `<body>` while hydrating, as it does a third-party script.
 */
export function withDocumentTexts(bytes: Buffer<ArrayBuffer>, script: Buffer): Buffer<ArrayBuffer> {
  const at = bytes.lastIndexOf(BODY_END);
  if (at < 0) return bytes;
  return Buffer.concat([bytes.subarray(0, at), script, bytes.subarray(at)]);
}
