/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ParkProviders } from '../../../../../.storybook/park-providers';
import { complement } from '../../test-support/complements';
import { ComplementCard } from './complement-card';

const hostile = complement({
  infoDetails: {
    titleDescription: 'Snorkel en cenote',
    subtitleDescription: '',
    textDescription:
      '<p onclick="steal()">Agua <b>cristalina</b><script>steal()</script></p>' +
      '<a href="javascript:steal()">Truco</a> <a href="https://example.com/cenote">Ver</a>' +
      '<img src="x" onerror="steal()">',
  },
});

/** The server's whole HTML once every lazy part has loaded (what a streamed page ends up with). */
function renderOnServer(ui: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(ui, { onAllReady: () => stream.pipe(sink), onError: reject });
  });
}

describe('ComplementCard on the server', () => {
  it('renders sanitized HTML on the server', async () => {
    const html = await renderOnServer(
      <ParkProviders language="es" brand="sensoria" mobile={false} storyId="ssr">
        <ComplementCard complement={hostile} cart={null} onAdd={() => undefined} />
      </ParkProviders>,
    );
    const start = html.indexOf('<p>Agua');
    // React's own streaming scripts are in the page too; the description is what must be clean.
    expect(html.slice(start, html.indexOf('</div>', start))).toBe(
      '<p>Agua <b>cristalina</b></p><a>Truco</a> <a href="https://example.com/cenote">Ver</a>',
    );
    expect(html).not.toMatch(/steal\(\)|onclick|onerror|javascript:|<img src="x"/i);
  });
});
