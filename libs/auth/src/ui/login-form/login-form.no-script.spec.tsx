/**
 * Contract (issue 16 §6): pressed before the page's scripts run, the login form posts its fields to its
 * action (never a GET, so the password stays out of URLs); the server's answer comes back as
 * `serverState`; with the scripts running, the browser's own submission never happens.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@parks/test-harness';
import type { LoginFormProps } from './login-form';
import { LoginForm } from './login-form';

const noLogin = jest.fn<LoginFormProps['onLogin']>(async () => undefined);

function formOf(): HTMLFormElement {
  const form = screen.getByRole('form');
  if (!(form instanceof HTMLFormElement)) throw new Error('the login form is not a <form>');
  return form;
}

describe('LoginForm before the scripts run', () => {
  it('posts e-mail, password and remember to its action, in the body', async () => {
    renderWithProviders(<LoginForm onLogin={noLogin} action="/en/auth/" />, { language: 'en' });
    const form = formOf();
    expect(form.getAttribute('method')).toBe('post');
    expect(form.method).toBe('post');
    expect(new URL(form.action).pathname).toBe('/en/auth/');

    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    // Formik validates each change asynchronously: let it settle.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // What the browser's own submission would send.
    expect([...new FormData(form).entries()]).toEqual([
      ['email', 'ana@example.com'],
      ['password', 'secret'],
      ['remember', 'true'],
    ]);
  });

  it("shows the server's answer: the e-mail kept, the password empty, the SPEC §8 message", () => {
    renderWithProviders(
      <LoginForm onLogin={noLogin} serverState={{ email: 'ana@example.com', failure: 'wrongCredentials' }} />,
      { language: 'en' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The email or password entered is incorrect');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
  });

  it("shows the server's SPEC §5 field messages", () => {
    renderWithProviders(
      <LoginForm
        onLogin={noLogin}
        serverState={{ email: 'ana@', errors: { email: 'emailFormat', password: 'passwordRequired' } }}
      />,
    );
    expect(screen.getByText('El correo no está en el formato correcto')).toBeVisible();
    expect(screen.getByText('La contraseña es necesaria')).toBeVisible();
  });

  it('never lets the browser submit once the scripts run: the form signs in through onLogin', async () => {
    const onLogin = jest.fn<LoginFormProps['onLogin']>(async () => undefined);
    renderWithProviders(<LoginForm onLogin={onLogin} action="/es/auth/" />);
    fireEvent.change(screen.getByLabelText(/Correo electrónico/), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText(/Contraseña/), { target: { value: 'secret' } });
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      formOf().dispatchEvent(submit);
    });
    expect(submit.defaultPrevented).toBe(true);
    await waitFor(() =>
      expect(onLogin).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret', remember: false }),
    );
  });
});
