import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@parks/test-harness';
import { MobileBottomNav } from './mobile-bottom-nav';
import { MoreDrawer } from './more-drawer';

describe('MobileBottomNav', () => {
  // The default 'More' drawer loads on its own, once: it arrives here, inside act.
  beforeAll(async () => {
    const { unmount } = renderWithProviders(<MobileBottomNav />, { mobile: true });
    await act(() => import('./more-drawer'));
    unmount();
  });

  it('renders only in the mobile layout', () => {
    const { unmount } = renderWithProviders(<MobileBottomNav />, { mobile: false });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<MobileBottomNav />, { mobile: true });
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
  });

  it('can be forced on or off by its prop', () => {
    const { unmount } = renderWithProviders(<MobileBottomNav mobile />, { mobile: false });
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    unmount();
    renderWithProviders(<MobileBottomNav mobile={false} />, { mobile: true });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('has the five items, the fourth being Tickets to the admission page', () => {
    renderWithProviders(<MobileBottomNav />, { mobile: true, language: 'en' });
    const items = within(screen.getByRole('navigation')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Home',
      'About',
      'Attractions',
      'Tickets',
      'More',
    ]);
    expect(screen.getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/en/sensoria-admission/');
  });

  it('marks the current page from the site state section when no activeRouteId is given', () => {
    renderWithProviders(<MobileBottomNav />, {
      mobile: true,
      preloadedState: { site: { sectionSite: 'attractions' } },
    });
    expect(screen.getByRole('link', { name: 'Actividades' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('opens the sitemap in a drawer from More', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileBottomNav more={<MoreDrawer />} />, { mobile: true });
    await user.click(screen.getByRole('button', { name: 'Más' }));
    const drawer = await screen.findByRole('dialog', { name: 'Explora el parque' });
    expect(within(drawer).getByRole('link', { name: 'Términos de uso' })).toHaveAttribute(
      'href',
      '/es/terminos-de-uso/',
    );
  });

  it('loads the drawer itself when the host passes none', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileBottomNav />, { mobile: true });
    await user.click(screen.getByRole('button', { name: 'Más' }));
    expect(await screen.findByRole('dialog', { name: 'Explora el parque' })).toBeInTheDocument();
  });
});
