import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FIXTURE_WEATHER_GUARANTEE } from '../../test-support/booking-fixtures';
import { WeatherGuaranteeOffer, type WeatherGuaranteeOfferProps } from './weather-guarantee-offer';

/** The offer as the widget holds it: checked state kept here, every change reported to `onChange`. */
function Offer(props: WeatherGuaranteeOfferProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <WeatherGuaranteeOffer
      {...props}
      checked={checked}
      onChange={(chosen) => {
        setChecked(chosen);
        props.onChange(chosen);
      }}
    />
  );
}

const meta = {
  title: 'Booking/WeatherGuaranteeOffer',
  component: WeatherGuaranteeOffer,
  render: (args) => <Offer {...args} />,
  args: { offer: FIXTURE_WEATHER_GUARANTEE, currency: 'USD', checked: false, onChange: fn() },
} satisfies Meta<typeof WeatherGuaranteeOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Offered in the booking widget, not chosen yet: its price per visitor and "not refundable". */
export const Offered: Story = {
  play: async ({ canvas, args }) => {
    const offer = canvas.getByRole('checkbox', {
      name: 'Agregar la garantía de clima (US$9.00 por visitante)',
    });
    await expect(offer).not.toBeChecked();
    await expect(offer).toHaveAccessibleDescription(/No reembolsable\.$/);
    await userEvent.click(offer);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Chosen: Story = {
  args: { checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /garantía de clima/ })).toBeChecked();
  },
};

/** In pesos, as `GET /xapi/add-ons?Currency=MXN` prices it. */
export const InPesos: Story = {
  args: { offer: { ...FIXTURE_WEATHER_GUARANTEE, UnitPrice: 166.5 }, currency: 'MXN' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Agregar la garantía de clima (MXN$166.50 por visitante)' }),
    ).toBeVisible();
  },
};

/** The package builder's: for every park or tour of the package. */
export const ForAPackage: Story = {
  globals: { locale: 'en' },
  args: { scope: 'package' },
  play: async ({ canvas }) => {
    const offer = canvas.getByRole('checkbox', { name: 'Add the weather guarantee (US$9.00 per visitor)' });
    await expect(offer).toHaveAccessibleDescription(
      /^For each park or tour of the package.*Not refundable\.$/,
    );
  },
};

/** park-api could not price it in this currency: offered without a price (the cart prices it). */
export const WithoutAPrice: Story = {
  args: { offer: { ...FIXTURE_WEATHER_GUARANTEE, UnitPrice: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Agregar la garantía de clima' })).toBeVisible();
  },
};
