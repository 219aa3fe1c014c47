/**
 * @jest-environment node
 */
// Issue 16's server budget: a document's texts as one data block, made once per texts object.
import { describe, expect, it } from '@jest/globals';
import { documentTextsScript, withDocumentTexts } from './document-texts.server';

describe("the document's texts data block", () => {
  it('carries the texts as JSON, nothing in them able to end the element', () => {
    const texts = { layout: { close: '</script><script>alert(1)</script>', note: '<!-- a -->' } };
    const script = documentTextsScript(texts).toString('utf8');
    expect(script.startsWith('<script type="application/json" id="page-texts">')).toBe(true);
    const body = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(texts);
  });

  it('is made once per texts object', () => {
    const texts = { host: { hello: 'Hola' } };
    expect(documentTextsScript(texts)).toBe(documentTextsScript(texts));
    expect(documentTextsScript({ host: { hello: 'Hola' } })).not.toBe(documentTextsScript(texts));
  });

  it('goes last in <body>, the rest of the document as it was', () => {
    const page = Buffer.from('<html><head></head><body><p>Página</p><script>x</script></body></html>');
    const script = Buffer.from('<script type="application/json" id="page-texts">{}</script>');
    expect(withDocumentTexts(page, script).toString('utf8')).toBe(
      '<html><head></head><body><p>Página</p><script>x</script>' +
        '<script type="application/json" id="page-texts">{}</script></body></html>',
    );
    const bodyless = Buffer.from('<p>fragment</p>');
    expect(withDocumentTexts(bodyless, script)).toBe(bodyless);
  });
});
