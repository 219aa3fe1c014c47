/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { ParkProviders } from '../../../../../.storybook/park-providers';
import { complement } from '../../test-support/complements';
import { ComplementCard } from './complement-card';

// What park-api answers for a hostile catalog text (its complement-details.spec.ts): already sanitized.
const sanitized = complement({
  infoDetails: {
    titleDescription: 'Snorkel en cenote',
    subtitleDescription: '',
    textDescription: '<p>Agua <b>cristalina</b></p><a>Truco</a> <a href="https://example.com/cenote">Ver</a>',
  },
});

describe('ComplementCard on the server', () => {
  it("puts the API's sanitized description in the first HTML, with no lazy part to wait for", () => {
    const html = renderToString(
      <ParkProviders language="es" brand="sensoria" mobile={false} storyId="ssr">
        <ComplementCard complement={sanitized} cart={null} onAdd={() => undefined} />
      </ParkProviders>,
    );
    expect(html).toContain(
      '<p>Agua <b>cristalina</b></p><a>Truco</a> <a href="https://example.com/cenote">Ver</a></div>',
    );
    // No Suspense boundary left pending around it (the description's chunk and sanitizer are gone).
    expect(html).not.toContain('<!--$!-->');
  });
});
