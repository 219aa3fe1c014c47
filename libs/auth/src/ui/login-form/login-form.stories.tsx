import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AuthApiError } from '../../api/auth.api';
import { LoginForm } from './login-form';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onLogin: fn(async () => undefined) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Correo electrónico/)).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Recordarme' })).not.toBeChecked();
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Correo electrónico/), 'ana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(await canvas.findByText('El correo no está en el formato correcto')).toBeVisible();
    await expect(canvas.getByText('La contraseña es necesaria')).toBeVisible();
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const ValidationMessagesInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('The email format is incorrect')).toBeVisible();
    await expect(canvas.getByText('The password is required')).toBeVisible();
  },
};

export const SignsInRemembered: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Correo electrónico/), ' ana@example.com ');
    await userEvent.type(canvas.getByLabelText(/Contraseña/), 'secret');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Recordarme' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(args.onLogin).toHaveBeenCalledWith({
        email: 'ana@example.com',
        password: 'secret',
        remember: true,
      }),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const WrongCredentials: Story = {
  args: { onLogin: fn(async () => Promise.reject(new AuthApiError(401))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText(/Contraseña/), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'El correo o contraseña no son correctos',
    );
  },
};

export const WrongCredentialsInEnglish: Story = {
  globals: { locale: 'en' },
  args: { onLogin: fn(async () => Promise.reject(new AuthApiError(401))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText(/Password/), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The email or password entered is incorrect',
    );
  },
};

export const GenericFailure: Story = {
  args: { onLogin: fn(async () => Promise.reject(new AuthApiError(500))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText(/Contraseña/), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Hubo un error al iniciar sesión');
  },
};
