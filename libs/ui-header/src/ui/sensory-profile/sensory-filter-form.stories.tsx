import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { english, mobile, mobileEnglish, sisterPark } from '../../test-support/story-globals';
import { SensoryFilterForm } from './sensory-filter-form';

const meta = {
  title: 'UI Header/Sensory filter form',
  component: SensoryFilterForm,
  args: { action: '/es/guia-sensorial/', selected: [] },
} satisfies Meta<typeof SensoryFilterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoFilter: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Filtra por lo que te conviene' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/es/guia-sensorial/');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(7);
    await expect(canvas.getByRole('checkbox', { name: 'Sin ruido fuerte' })).not.toBeChecked();
    await expect(canvas.queryByRole('link', { name: 'Quitar filtros' })).toBeNull();
  },
};

export const Filtered: Story = {
  args: { selected: ['quiet', 'dry'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Sin ruido fuerte' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Sin mojarse' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Sin alturas' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Quitar filtros' })).toHaveAttribute(
      'href',
      '/es/guia-sensorial/',
    );
  },
};

export const FilteredEnglish: Story = {
  globals: english,
  args: { action: '/en/sensory-guide/', selected: ['no-darkness', 'low-crowds'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'No darkness or enclosed spaces' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Low crowds' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Apply filters' })).toBeVisible();
  },
};

export const UnknownFilter: Story = {
  globals: english,
  args: { action: '/en/sensory-guide/', selected: ['quiet'], unknown: ['loud'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We ignored a filter this page does not know: loud.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  args: { selected: ['no-flashing'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Sin luces que destellan' })).toBeChecked();
  },
};

export const MobileEnglish: Story = {
  globals: mobileEnglish,
  args: { action: '/en/sensory-guide/', selected: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Stay dry' })).toBeVisible();
  },
};

export const SisterPark: Story = {
  globals: sisterPark,
  args: { selected: ['gentle-motion'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Con poco movimiento' })).toBeChecked();
  },
};

export const SisterParkEnglish: Story = {
  globals: { ...sisterPark, ...english },
  args: { action: '/en/sensory-guide/', selected: ['no-heights'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'No heights' })).toBeChecked();
  },
};
