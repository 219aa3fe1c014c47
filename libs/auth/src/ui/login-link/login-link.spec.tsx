import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@parks/test-harness';
import { LoginLink } from './login-link';

const signedIn = { session: { status: 'auth', userName: 'Ana Pérez', isSocial: false } };

describe('LoginLink', () => {
  it("goes to the language's auth page to sign in, letting the host remember the page first", async () => {
    const onSignIn = jest.fn((event?: unknown) => (event as Event | undefined)?.preventDefault());
    renderWithProviders(<LoginLink onSignOut={jest.fn()} onSignIn={onSignIn} />, { language: 'en' });
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/en/auth/');
    await userEvent.click(link);
    expect(onSignIn).toHaveBeenCalledTimes(1);
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
