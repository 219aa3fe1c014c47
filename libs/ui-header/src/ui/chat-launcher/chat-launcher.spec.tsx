import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, withStaticStylesheet } from '@parks/test-harness';
import { PatchedSiteConfig } from '../../test-support/with-site-config';
import { ChatLauncher } from './chat-launcher';
import { chatLauncherStyles } from './chat-launcher.styles';

describe('ChatLauncher', () => {
  withStaticStylesheet([chatLauncherStyles]);

  it('opens the chat of SiteConfig.chatUrl in a new tab', () => {
    renderWithProviders(<ChatLauncher />, { language: 'en' });
    const chat = screen.getByRole('link', { name: 'Chat with us' });
    expect(chat).toHaveAttribute('href', 'http://127.0.0.1:3333/account/chat?lang=en');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is a labelled landmark holding its links, so no content floats outside the landmarks (axe region)', () => {
    renderWithProviders(<ChatLauncher />);
    const landmark = screen.getByRole('complementary', { name: 'Atención al cliente' });
    expect(within(landmark).getByRole('link', { name: 'Chatea con nosotros' })).toBeInTheDocument();
    expect(within(landmark).getByText('Se abre en una pestaña nueva')).toBeInTheDocument();
  });

  it('has no messenger link when the config names no messenger and none is given', () => {
    renderWithProviders(
      <PatchedSiteConfig
        patch={(config) => ({
          ...config,
          social: config.social.filter((link) => !/whatsapp/i.test(link.network)),
        })}
      >
        <ChatLauncher />
      </PatchedSiteConfig>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it("shows the park's configured messenger (WhatsApp click-to-chat) beside the chat (issue 18 §3)", () => {
    renderWithProviders(<ChatLauncher />, { language: 'en' });
    expect(screen.getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/529985550142',
    );
  });

  it('adds the messenger link it is given', () => {
    renderWithProviders(
      <ChatLauncher messenger={{ network: 'Telegram', url: 'https://msg.example/park' }} />,
    );
    expect(screen.getByRole('link', { name: 'Escríbenos por Telegram' })).toHaveAttribute(
      'href',
      'https://msg.example/park',
    );
  });

  it('sits above the bottom navigation in the mobile layout', () => {
    renderWithProviders(<ChatLauncher />, { mobile: true });
    const dock = screen.getByRole('link', { name: 'Chatea con nosotros' }).parentElement as HTMLElement;
    expect(getComputedStyle(dock).bottom).toContain('4rem');
  });
});
