import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AuthPage } from './auth-page';

const meta = {
  title: 'Auth/AuthPage',
  component: AuthPage,
  args: { onLogin: fn(async () => undefined) },
} satisfies Meta<typeof AuthPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continuar con la cuenta del grupo' })).toHaveAttribute(
      'href',
      '/auth/sign-in/?lang=es',
    );
    await expect(canvas.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  },
};

export const SignedOutInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue with the group account' })).toHaveAttribute(
      'href',
      '/auth/sign-in/?lang=en',
    );
  },
};

export const SignInFailed: Story = {
  args: { notice: 'signInFailed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No se pudo iniciar sesión. Inténtalo de nuevo.',
    );
  },
};

export const AfterSignOut: Story = {
  args: { notice: 'signedOut' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cerraste tu sesión.');
  },
};

export const SignedIn: Story = {
  parameters: {
    preloadedState: { session: { status: 'auth', userName: 'Ana Sofía Pérez', isSocial: true } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sesión iniciada como Ana Sofía Pérez')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/redirect/');
    await expect(canvas.queryByRole('button', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  },
};
