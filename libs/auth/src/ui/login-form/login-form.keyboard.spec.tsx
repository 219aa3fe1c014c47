/** Contract: the login form is operable with the keyboard alone (Tab, typing, Space, Enter). */
import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@parks/test-harness';
import type { LoginFormProps } from './login-form';
import { LoginForm } from './login-form';

describe('LoginForm with the keyboard only', () => {
  it('tabs through e-mail, password and remember me in order, and signs in with Enter', async () => {
    const user = userEvent.setup();
    const onLogin = jest.fn<LoginFormProps['onLogin']>(async () => undefined);
    renderWithProviders(<LoginForm onLogin={onLogin} />);

    await user.tab();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveFocus();
    await user.keyboard('ana@example.com');
    await user.tab();
    expect(screen.getByLabelText(/Contraseña/)).toHaveFocus();
    await user.keyboard('secret');
    await user.tab();
    const remember = screen.getByRole('checkbox', { name: 'Recordarme' });
    expect(remember).toHaveFocus();
    await user.keyboard(' ');
    expect(remember).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(onLogin).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret', remember: true }),
    );
  });
});
