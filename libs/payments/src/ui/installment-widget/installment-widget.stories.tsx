import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { InstallmentWidget, type InstallmentProvider } from './installment-widget';

/**
 * The provider's script is a third party's: the stories put a stand-in on `window` before the widget
 * mounts, which shows an offer like the embedded default's and reports ready, or never does.
 */
function standInProvider(becomesReady: boolean): InstallmentProvider {
  return {
    render(element, options, onReady) {
      if (!becomesReady) return () => undefined;
      const offer = document.createElement('p');
      offer.textContent = `Pay in 4 interest-free installments of ${(options.amount / 4).toFixed(2)} ${options.currency}.`;
      element.append(offer);
      onReady();
      return () => offer.remove();
    },
  };
}

/**
 * Puts the stand-in on `window` while the story is shown: during the first render, before the widget's
 * effect asks for the provider, and off again when the story goes, so no later story finds it.
 */
function StandInProvider({ becomesReady, children }: { becomesReady: boolean; children: ReactNode }) {
  useState(() => {
    window.ParksInstallments = standInProvider(becomesReady);
  });
  useEffect(
    () => () => {
      delete window.ParksInstallments;
    },
    [],
  );
  return children;
}

const withProvider =
  (becomesReady: boolean): Decorator =>
  (Story) => (
    <StandInProvider becomesReady={becomesReady}>
      <Story />
    </StandInProvider>
  );

const meta = {
  title: 'Payments/InstallmentWidget',
  component: InstallmentWidget,
  args: {
    config: {
      enabledSiteCodes: ['XS'],
      allowedCurrencies: ['USD', 'CAD'],
      apiKey: 'pk_story',
      accountIds: { usd: 'acct-usd', other: 'acct-other' },
      currenciesConfiguration: { USD: { locale: 'en-US' } },
      scriptUrl: '/installments/provider.js',
    },
    currency: 'USD',
    amount: 244.75,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InstallmentWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The provider has not reported ready yet: the widget says it is loading the offer. */
// The widget shows only on English pages (SPEC §9), so each story fixes the language.
export const Loading: Story = {
  globals: { locale: 'en' },
  decorators: [withProvider(false)],
  play: async ({ canvas }) => {
    const widget = canvas.getByRole('complementary', { name: 'Pay in installments' });
    await expect(widget).toHaveAttribute('data-ready', 'false');
    await expect(widget).toHaveTextContent('Loading the installment offer…');
  },
};

export const OfferShown: Story = {
  globals: { locale: 'en' },
  decorators: [withProvider(true)],
  play: async ({ canvas }) => {
    const widget = canvas.getByRole('complementary', { name: 'Pay in installments' });
    await waitFor(() => expect(widget).toHaveAttribute('data-ready', 'true'));
    await expect(widget).toHaveTextContent('Pay in 4 interest-free installments of 61.19 USD.');
  },
};
