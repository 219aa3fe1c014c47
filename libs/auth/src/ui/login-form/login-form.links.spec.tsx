/** Issue 18 §3: the login form links the account site's recovery, registration and contact pages. */
import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@parks/test-harness';
import type { LoginFormProps } from './login-form';
import { LoginForm } from './login-form';

const onLogin = jest.fn<LoginFormProps['onLogin']>(async () => undefined);

describe('LoginForm links to the account site', () => {
  it('in Spanish', () => {
    renderWithProviders(<LoginForm onLogin={onLogin} />);
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/auth/sign-in/?lang=es&screen=forgot',
    );
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute(
      'href',
      '/auth/sign-in/?lang=es&screen=register',
    );
    expect(screen.getByRole('link', { name: 'Contacto' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:3333/account/contact?lang=es',
    );
  });

  it('in English', () => {
    renderWithProviders(<LoginForm onLogin={onLogin} />, { language: 'en' });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/auth/sign-in/?lang=en&screen=forgot',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/sign-in/?lang=en&screen=register',
    );
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:3333/account/contact?lang=en',
    );
  });
});
