import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@parks/test-harness';
import { CookieNotice } from './cookie-notice';

describe('CookieNotice', () => {
  it('links to the privacy notice of the current language', () => {
    renderWithProviders(<CookieNotice />, { language: 'en' });
    expect(screen.getByRole('link', { name: 'More info' })).toHaveAttribute('href', '/en/privacy-notice/');
  });

  it('links Portuguese visitors to the English privacy notice, which exists', () => {
    renderWithProviders(<CookieNotice />, { language: 'pt' });
    expect(screen.getByRole('link', { name: 'Mais informações' })).toHaveAttribute(
      'href',
      '/en/privacy-notice/',
    );
  });

  it('goes away for good once OK is pressed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CookieNotice />);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });

  it('waits while redux-persist is still restoring the preferences', () => {
    renderWithProviders(<CookieNotice />, {
      preloadedState: {
        layoutPreferences: {
          dismissedBannerId: null,
          cookieNoticeAccepted: false,
          _persist: { version: -1, rehydrated: false },
        },
      },
    });
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });

  it('is not a modal: it traps no focus and hides nothing else', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CookieNotice />
        <a href="#after">Después</a>
      </>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Después' })).toHaveFocus();
  });
});
