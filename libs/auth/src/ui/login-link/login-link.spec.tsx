import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../tools/jest/render-with-providers';
import { LoginLink } from './login-link';

const signedIn = { session: { status: 'auth', userName: 'Ana Pérez', isSocial: false } };

describe('LoginLink', () => {
  it("signs in on the account site and comes back to the language's auth page by default", () => {
    renderWithProviders(<LoginLink onSignOut={jest.fn()} />, { language: 'en' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:3333/account/sign-in?lang=en&return=%2Fen%2Fauth%2F',
    );
  });

  it('shows the avatar only when header.showUserAvatar is set (SPEC §6)', () => {
    const { unmount } = renderWithProviders(<LoginLink onSignOut={jest.fn()} />, {
      preloadedState: signedIn,
    });
    expect(screen.getByText('AP')).toBeInTheDocument();
    unmount();

    renderWithProviders(<LoginLink onSignOut={jest.fn()} />, { preloadedState: signedIn, brand: 'aventura' });
    expect(screen.getByText('Ana Pérez')).toBeVisible();
    expect(screen.queryByText('AP')).not.toBeInTheDocument();
  });

  it('keeps the avatar out of what screen readers hear: the name is read once', () => {
    renderWithProviders(<LoginLink onSignOut={jest.fn()} />, { preloadedState: signedIn });
    expect(screen.getByText('AP').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('asks the host to sign out', async () => {
    const onSignOut = jest.fn();
    renderWithProviders(<LoginLink onSignOut={onSignOut} />, { preloadedState: signedIn });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
