import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoginLink } from './login-link';

const signedIn = { session: { status: 'auth', userName: 'Ana Sofía Pérez', isSocial: true } };

const meta = {
  title: 'Auth/LoginLink',
  component: LoginLink,
  args: { onSignOut: fn(), pageUrl: 'https://www.sensoria.example/es/galeria/' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoginLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Iniciar sesión' });
    await expect(link).toHaveAttribute('href', 'https://www.sensoria.example/es/auth/');
    await expect(canvas.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
  },
};

export const SignedOutInEnglish: Story = {
  globals: { locale: 'en' },
  args: { pageUrl: 'https://www.sensoria.example/en/gallery/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      'https://www.sensoria.example/en/auth/',
    );
  },
};

export const SignedInWithAvatar: Story = {
  parameters: { preloadedState: signedIn },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Ana Sofía Pérez')).toBeVisible();
    await expect(canvas.getByText('AP')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const SignedInWithoutAvatar: Story = {
  // The sister park's config leaves header.showUserAvatar off.
  globals: { brand: 'aventura' },
  parameters: { preloadedState: signedIn },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ana Sofía Pérez')).toBeVisible();
    await expect(canvas.queryByText('AP')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  },
};

export const SignedInInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: { session: { status: 'auth', userName: 'John Smith', isSocial: false } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('John Smith')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(canvas.getByText('JS')).toBeInTheDocument();
  },
};
