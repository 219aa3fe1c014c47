import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@parks/test-harness';
import { ParkProviders } from '../../../../../.storybook/park-providers';
import { admissionLine, cartOf } from '../../test-support/carts';
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

describe('ComplementCard description', () => {
  it("renders the API's sanitized HTML as markup, at the card's first render", () => {
    renderWithProviders(<ComplementCard complement={sanitized} cart={null} onAdd={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Ver' })).toHaveAttribute('href', 'https://example.com/cenote');
    expect(screen.getByText('cristalina').tagName).toBe('B');
    expect(screen.getByText('Truco')).not.toHaveAttribute('href');
  });

  it('is marked as added from the cart, as the admission or as the tour', () => {
    const { rerender } = renderWithProviders(
      <ComplementCard
        complement={complement()}
        cart={cartOf([admissionLine({ IdProduct: 295 })])}
        onAdd={() => undefined}
      />,
    );
    expect(screen.getByText('Agregado al carrito')).toBeVisible();
    // Added as the admission, it still offers the tour, which replaces it.
    expect(screen.getByRole('button', { name: 'Mejorar a tour: Tour Parque Selva' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Agregar/ })).not.toBeInTheDocument();
    rerender(
      <ParkProviders language="es" brand="sensoria" mobile={false} storyId="spec">
        <ComplementCard
          complement={complement()}
          cart={cartOf([admissionLine({ IdProduct: 377 })])}
          onAdd={() => undefined}
        />
      </ParkProviders>,
    );
    expect(screen.getByText('Agregado como tour: Tour Parque Selva')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
