import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@parks/test-harness';
import { ParkProviders } from '../../../../../.storybook/park-providers';
import { admissionLine, cartOf } from '../../test-support/carts';
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

describe('ComplementCard description', () => {
  it('renders the same sanitized HTML in the browser', async () => {
    const { container } = renderWithProviders(
      <ComplementCard complement={hostile} cart={null} onAdd={() => undefined} />,
    );
    expect(await screen.findByRole('link', { name: 'Ver' })).toBeVisible();
    expect(container.querySelector('script, [onclick], [onerror]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Truco' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver' })).toHaveAttribute('href', 'https://example.com/cenote');
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
