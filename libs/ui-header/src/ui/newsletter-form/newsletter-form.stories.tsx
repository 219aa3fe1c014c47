import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { english, mobile } from '../../test-support/story-globals';
import { NewsletterForm } from './newsletter-form';

const meta = {
  title: 'UI Header/NewsletterForm',
  component: NewsletterForm,
  args: { submit: fn() },
  // The form lives on the footer's brand panel: its texts are checked for contrast there.
  decorators: [
    (Story) => (
      <Box bg="brand.solid" p="6" maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Nombre/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /Apellido/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Correo electrónico/ })).toHaveAttribute(
      'type',
      'email',
    );
    await expect(canvas.getByRole('combobox', { name: /País/ })).toHaveDisplayValue('Elige tu país');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Suscribirme' })).toBeVisible();
  },
};

export const English: Story = {
  globals: english,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Last name/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveDisplayValue('Choose your country');
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  },
};

/** Submitting the empty form shows every SPEC §5 message and posts nothing. */
export const EveryMessage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Suscribirme' }));
    for (const message of [
      'El campo nombre es requerido',
      'El campo apellido es requerido',
      'El campo email es requerido',
      'El campo pais es requerido',
    ])
      await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getAllByText('Es necesario seleccionar este campo')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: /Nombre/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const EveryMessageInEnglish: Story = {
  globals: english,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    for (const message of [
      'Name field is required',
      'Lastname field is required',
      'The email field is required',
      'The country field is required',
    ])
      await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getAllByText('This checkbox is mandatory')).toHaveLength(2);
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /Correo electrónico/ });
    await userEvent.type(email, 'ana@correo');
    await userEvent.tab();
    await expect(await canvas.findByText('Ingrese un correo válido')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A complete form is posted with the site's configuration as hidden fields. */
export const Subscribes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Nombre/ }), 'Ana');
    await userEvent.type(canvas.getByRole('textbox', { name: /Apellido/ }), 'López');
    await userEvent.type(canvas.getByRole('textbox', { name: /Correo electrónico/ }), 'ana@correo.mx');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /País/ }), 'MX');
    for (const checkbox of canvas.getAllByRole('checkbox')) await userEvent.click(checkbox);
    await userEvent.click(canvas.getByRole('button', { name: 'Suscribirme' }));
    await expect(args.submit).toHaveBeenCalledTimes(1);
    const form = (args.submit as unknown as { mock: { calls: [HTMLFormElement][] } }).mock.calls[0]?.[0];
    const fields = Object.fromEntries(new FormData(form));
    await expect(fields).toMatchObject({
      name: 'Ana',
      lastname: 'López',
      email: 'ana@correo.mx',
      country: 'MX',
      acceptance: 'on',
      permission: 'on',
      clientId: 'parks-sites',
      successUrl: '/es/',
      errorUrl: '/es/error-subscription/',
      mid: 'XS',
    });
  },
};

export const ConfirmationSent: Story = {
  args: { outcome: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Revisa tu correo: te enviamos un enlace para confirmar tu suscripción.',
    );
  },
};

export const Confirmed: Story = {
  args: { outcome: 'confirmed' },
  globals: english,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Done! Your subscription is confirmed.');
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('button', { name: 'Suscribirme' })).toBeVisible();
  },
};
