// Issue 16's server budget: the first page's texts come in the document, a later page's in its loader data.
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { createI18n } from '@parks/i18n';
import { DOCUMENT_TEXTS_ID, DocumentTexts, usePageTexts } from './document-texts';
import type { PageTexts } from './page-texts';

function Greeting({ sent }: { sent: PageTexts | null }) {
  const texts = usePageTexts(sent) as { host?: { hello?: string } };
  return <p>{texts.host?.hello}</p>;
}

describe('usePageTexts', () => {
  it("reads the document's data block when the loader data has no texts (the first page)", () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = DOCUMENT_TEXTS_ID;
    block.textContent = JSON.stringify({ host: { hello: 'Hola' } });
    document.body.append(block);
    render(<Greeting sent={null} />);
    expect(screen.getByText('Hola')).toBeTruthy();
  });

  it("takes the loader data's texts when it brought them (a later page, another language)", () => {
    render(<Greeting sent={{ host: { hello: 'Hello' } }} />);
    expect(screen.getByText('Hello')).toBeTruthy();
  });

  it('renders on the server with the texts entry.server provides', () => {
    const html = renderToString(
      <DocumentTexts.Provider value={{ texts: { host: { hello: 'Olá' } }, i18n: createI18n('pt', []) }}>
        <Greeting sent={null} />
      </DocumentTexts.Provider>,
    );
    expect(html).toBe('<p>Olá</p>');
  });
});
