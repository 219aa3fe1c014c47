import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, withStaticStylesheet } from '@parks/test-harness';
import { Header } from './header';
import { headerStyles } from './header.styles';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });
}

const hidden = { transform: 'translateY(-100%)' };

describe('Header', () => {
  withStaticStylesheet([headerStyles]);

  it('links the park name to the home page of the current language', () => {
    renderWithProviders(<Header />, { language: 'en' });
    expect(screen.getByRole('link', { name: 'Parque Sensoria, go to the home page' })).toHaveAttribute(
      'href',
      '/en/',
    );
  });

  it('shows the avatar only when SiteConfig.header.showUserAvatar is set', () => {
    const { unmount } = renderWithProviders(<Header userName="Ana Pérez" />);
    expect(screen.getByRole('img', { name: 'Sesión iniciada como Ana Pérez' })).toBeInTheDocument();
    unmount();
    // The sister park's config has the flag off.
    renderWithProviders(<Header userName="Ana Pérez" />, { brand: 'aventura' });
    expect(screen.queryByRole('img', { name: /Ana Pérez/ })).not.toBeInTheDocument();
  });

  it('shows no avatar without a signed-in visitor', () => {
    renderWithProviders(<Header account={<a href="#login">Iniciar sesión</a>} />);
    expect(screen.queryByRole('img', { name: /Sesión iniciada/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('takes the language switch from the site state hreflangs when no alternates are given', () => {
    renderWithProviders(<Header />, {
      preloadedState: {
        site: {
          hreflangs: { es: 'https://park.example/es/galeria/', en: 'https://park.example/en/gallery/' },
        },
      },
    });
    const english = screen.getByRole('link', { name: 'English' });
    // Relative: the hreflangs are on the configured origin, the visitor may be on another host name.
    expect(english).toHaveAttribute('href', '/en/gallery/');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no language switch when the page exists in one language only', () => {
    renderWithProviders(<Header alternates={{ es: '/es/quintanarroenses/' }} />);
    expect(screen.queryByRole('navigation', { name: 'Idioma' })).not.toBeInTheDocument();
  });

  it('lists every phone line on desktop and the main line on mobile', () => {
    const { unmount } = renderWithProviders(<Header />);
    expect(screen.getAllByRole('link', { name: /\+\d/ })).toHaveLength(3);
    unmount();
    renderWithProviders(<Header />, { mobile: true });
    expect(screen.getAllByRole('link', { name: /\+\d/ })).toHaveLength(1);
  });

  it('hides while scrolling down and shows again when scrolling up', () => {
    renderWithProviders(<Header />);
    const header = screen.getByRole('banner');
    scrollTo(200);
    scrollTo(500);
    expect(header).toHaveStyle(hidden);
    scrollTo(480);
    expect(header).not.toHaveStyle(hidden);
    scrollTo(0);
  });

  it('shows while keyboard focus is inside it, even when scrolling down', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const header = screen.getByRole('banner');
    scrollTo(200);
    scrollTo(500);
    await user.tab();
    expect(header).toContainElement(document.activeElement as HTMLElement);
    expect(header).not.toHaveStyle(hidden);
    scrollTo(900);
    expect(header).not.toHaveStyle(hidden);
    scrollTo(0);
  });

  it('never hides when hideOnScroll is off', () => {
    renderWithProviders(<Header hideOnScroll={false} />);
    scrollTo(200);
    scrollTo(500);
    expect(screen.getByRole('banner')).not.toHaveStyle(hidden);
    scrollTo(0);
  });
});
