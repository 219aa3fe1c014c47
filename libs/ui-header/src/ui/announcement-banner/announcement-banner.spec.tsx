import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@parks/test-harness';
import { AnnouncementBanner } from './announcement-banner';

const banner = {
  visible: true,
  id: 'summer-2027',
  text: { es: 'Nuevo horario de verano.', en: 'New summer hours.' },
};

describe('AnnouncementBanner', () => {
  it('shows the text of the current language', () => {
    renderWithProviders(<AnnouncementBanner banner={banner} />, { language: 'en' });
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent('New summer hours.');
  });

  it('falls back to the English text when the language has none', () => {
    renderWithProviders(<AnnouncementBanner banner={banner} />, { language: 'pt' });
    expect(screen.getByText('New summer hours.')).toBeInTheDocument();
  });

  it('closes when the visitor dismisses it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementBanner banner={banner} />);
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('region', { name: 'Aviso' })).not.toBeInTheDocument();
  });

  it('stays closed on a later page once this banner id was dismissed', () => {
    renderWithProviders(<AnnouncementBanner banner={banner} />, {
      preloadedState: {
        layoutPreferences: { dismissedBannerId: 'summer-2027', cookieNoticeAccepted: false },
      },
    });
    expect(screen.queryByRole('region', { name: 'Aviso' })).not.toBeInTheDocument();
  });

  it('shows a banner with a new id although an older one was dismissed', () => {
    renderWithProviders(<AnnouncementBanner banner={banner} />, {
      preloadedState: {
        layoutPreferences: { dismissedBannerId: 'presale-2026-12', cookieNoticeAccepted: false },
      },
    });
    expect(screen.getByRole('region', { name: 'Aviso' })).toBeInTheDocument();
  });

  it('is not shown when its visible flag is off', () => {
    renderWithProviders(<AnnouncementBanner banner={{ ...banner, visible: false }} />);
    expect(screen.queryByRole('region', { name: 'Aviso' })).not.toBeInTheDocument();
  });
});
