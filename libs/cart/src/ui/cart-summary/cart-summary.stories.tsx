import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { cartLine, cartOf, heldCart, withCart } from '../../test-support/carts';
import { CartSummary } from './cart-summary';

const meta = {
  title: 'Cart/CartSummary',
  component: CartSummary,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CartSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { preloadedState: withCart(null) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Comprar' })).toHaveAttribute(
      'href',
      '/es/entrada-parque-sensoria/',
    );
    await expect(canvas.queryByRole('link', { name: /Carrito/ })).not.toBeInTheDocument();
  },
};

export const EmptyInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withCart(cartOf([], { ProductCount: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Buy' })).toHaveAttribute(
      'href',
      '/en/sensoria-admission/',
    );
  },
};

export const OneAdult: Story = {
  parameters: { preloadedState: withCart(cartOf([cartLine(1, 0, 1290)])) },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Carrito, 1 Adulto, MXN$1,290.00, 1 producto' });
    await expect(link).toHaveAttribute('href', '/es/carrito/');
    await expect(link).toHaveTextContent('1 Adulto');
    await expect(link).not.toHaveTextContent('Niño');
    await expect(link).toHaveTextContent('MXN$1,290.00');
  },
};

export const AdultsAndChildren: Story = {
  parameters: { preloadedState: withCart(cartOf([cartLine(2, 1, 3200), cartLine(1, 0, 1290)])) },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Carrito, 3 Adultos, 1 Niño, MXN$4,490.00, 2 productos' });
    await expect(link).toHaveTextContent('3 Adultos, 1 Niño');
    await expect(link).toHaveTextContent('MXN$4,490.00');
    await expect(canvas.getByTestId('cart-count-badge')).toHaveAttribute('data-count', '2');
  },
};

export const AdultsAndChildrenInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: {
    preloadedState: withCart(cartOf([cartLine(2, 2, 180), cartLine(2, 1, 150)], { Currency: 'USD' })),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Cart, 4 Adults, 3 Children, US$330.00, 2 products' });
    await expect(link).toHaveAttribute('href', '/en/carrito/');
    await expect(link).toHaveTextContent('4 Adults, 3 Children');
    await expect(link).toHaveTextContent('US$330.00');
  },
};

export const ManyItems: Story = {
  parameters: {
    preloadedState: withCart(
      cartOf(
        Array.from({ length: 12 }, (_, index) => cartLine(2 + (index % 3), index % 2, 1500 + index * 100)),
        { ProductCount: 120 },
      ),
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: /^Carrito, 36 Adultos, 6 Niños, .*, 120 productos$/ }),
    ).toHaveTextContent('36 Adultos, 6 Niños');
    await expect(canvas.getByTestId('cart-count-badge')).toHaveAttribute('data-count', '99+');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { preloadedState: withCart(cartOf([cartLine(2, 1, 3200)])) },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Carrito, 1 producto' });
    await expect(link).toHaveAttribute('href', '/es/carrito/');
    await expect(link).not.toHaveTextContent('Adultos');
  },
};

export const MobileEmpty: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { preloadedState: withCart(null) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Comprar' })).toBeVisible();
  },
};

export const SisterPark: Story = {
  globals: { brand: 'aventura' },
  parameters: { preloadedState: withCart(null) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Comprar' })).toHaveAttribute(
      'href',
      '/es/entrada-parque-aventura/',
    );
  },
};

/** Issue 17 §1: the time left of the cart's hold, in the link's visible text and its name. */
export const Held: Story = {
  parameters: { preloadedState: withCart(heldCart({ secondsLeft: 12 * 60 + 5 })) },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Carrito, .*, Apartado 12:05, 2 productos$/ });
    await expect(link).toHaveTextContent('Apartado 12:05');
  },
};

export const HeldInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withCart(heldCart({ secondsLeft: 12 * 60 + 5 })) },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Cart, .*, Held 12:05, 2 products$/ });
    await expect(link).toHaveTextContent('Held 12:05');
  },
};

export const HeldUnderOneMinute: Story = {
  parameters: { preloadedState: withCart(heldCart({ secondsLeft: 40 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Apartado 00:40/ })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Queda menos de 1 minuto para pagar tus entradas apartadas.',
      ),
    );
  },
};

export const HeldOnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { preloadedState: withCart(heldCart({ secondsLeft: 12 * 60 + 5 })) },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Carrito, Apartado 12:05, 2 productos' });
    await expect(canvas.getByTestId('summary-hold-timer')).toHaveTextContent(/^12:05$/);
    await expect(link).toBeVisible();
  },
};

export const HeldUnderOneMinuteInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withCart(heldCart({ secondsLeft: 40 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Held 00:40/ })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Less than 1 minute left to pay for your held tickets.',
      ),
    );
  },
};
