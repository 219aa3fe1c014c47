import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CurrencySelector } from './currency-selector';

const meta = {
  title: 'Currency/CurrencySelector',
  component: CurrencySelector,
  args: { onCurrencyChange: fn() },
  // Picking a currency writes the currency cookies; forget them so every story starts from the same state.
  beforeEach: () => () => {
    for (const name of ['_currency', '_currency_id']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CurrencySelector>;
export default meta;
type Story = StoryObj<typeof meta>;

// The menu renders in a portal, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A visitor with no currency cookie and no geolocation: the site default, USD. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /USD/ });
    await expect(trigger).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  },
};

/** A visitor from Mexico: the root loader seeded MXN. */
export const MexicanPeso: Story = {
  parameters: { preloadedState: { currency: { code: 'MXN', id: 2 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /MXN/ })).toBeVisible();
  },
};

/** The open menu: the 17 currencies, each with its flag, name, symbol and code; the selected one checked. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /USD/ }));
    const menu = await page(canvasElement).findByRole('menu');
    await expect(menu).toBeVisible();
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items).toHaveLength(17);
    await expect(items[0]).toHaveTextContent('USD');
    await expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: /€.*EUR/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

/** Picking another currency: the trigger follows it and the host hears about it. */
export const ChangesCurrency: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /USD/ }));
    const menu = await page(canvasElement).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /EUR/ }));
    const trigger = await canvas.findByRole('button', { name: /EUR/ });
    await expect(trigger).toBeVisible();
    await expect(args.onCurrencyChange).toHaveBeenCalledWith('EUR');
    // The screenshot shows the chosen currency at rest: the pointer left where the menu item was (over the
    // trigger or not, by a pixel) and the focus handed back to the trigger drew its border in some runs.
    await userEvent.unhover(trigger);
    trigger.blur();
    await waitFor(() => expect(trigger).not.toHaveFocus());
  },
};

/** A host may offer fewer currencies, in its own order. */
export const FewerCurrencies: Story = {
  args: { currencies: ['MXN', 'USD', 'EUR'] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /USD/ }));
    const menu = await page(canvasElement).findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('MXN'),
      expect.stringContaining('USD'),
      expect.stringContaining('EUR'),
    ]);
  },
};
