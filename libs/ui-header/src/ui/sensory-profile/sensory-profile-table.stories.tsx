import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { english, mobile, mobileEnglish, sisterPark } from '../../test-support/story-globals';
import { nightShowProfile, quietGardenProfile } from './sensory-profile-fixtures';
import { SensoryProfileTable } from './sensory-profile-table';

const meta = {
  title: 'UI Header/Sensory profile table',
  component: SensoryProfileTable,
  args: { profile: nightShowProfile.es, name: 'Noche Sensoria', variant: 'full' },
} satisfies Meta<typeof SensoryProfileTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Perfil sensorial: Noche Sensoria' });
    await expect(within(table).getAllByRole('row')).toHaveLength(10);
    const noise = within(table).getByRole('row', { name: /Ruido/ });
    await expect(within(noise).getByRole('rowheader')).toHaveTextContent('Ruido');
    await expect(noise).toHaveTextContent('Alto');
    await expect(noise).toHaveTextContent('te prestamos protectores auditivos');
    await expect(within(table).getByRole('row', { name: /Luz/ })).toHaveTextContent('Luces que destellan');
    await expect(canvas.getByText('¿Se puede salir antes?')).toBeVisible();
  },
};

export const FullEnglish: Story = {
  globals: english,
  args: { profile: nightShowProfile.en, name: 'Noche Sensoria Night Show' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Sensory profile: Noche Sensoria Night Show' });
    await expect(within(table).getByRole('columnheader', { name: 'What to expect' })).toBeVisible();
    await expect(within(table).getByRole('row', { name: /^Light/ })).toHaveTextContent('Flashing lights');
    await expect(
      canvas.getByText('Yes: ask for an aisle seat; staff walk you out with a dim light.'),
    ).toBeVisible();
  },
};

export const Compact: Story = {
  args: { variant: 'compact' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Perfil sensorial: Noche Sensoria' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    await expect(canvas.queryByText('Qué esperar')).toBeNull();
    await expect(within(table).getByRole('row', { name: /Agua/ })).toHaveTextContent('Bajo');
  },
};

export const CompactEnglishNothingHigh: Story = {
  globals: english,
  args: { variant: 'compact', profile: quietGardenProfile, name: 'Garden of Scents' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Sensory profile: Garden of Scents' });
    await expect(within(table).getByRole('row', { name: /Darkness/ })).toHaveTextContent('None');
    await expect(canvas.queryByText('Flashing lights')).toBeNull();
  },
};

export const CannotBeLeftPartWay: Story = {
  globals: english,
  args: { profile: quietGardenProfile, name: 'Garden of Scents' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No: the route is one way, with the exit at the end.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Perfil sensorial: Noche Sensoria' })).toBeVisible();
  },
};

export const MobileEnglishCompact: Story = {
  globals: mobileEnglish,
  args: { variant: 'compact', profile: nightShowProfile.en, name: 'Noche Sensoria Night Show' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: 'Sensory profile: Noche Sensoria Night Show' }),
    ).toBeVisible();
  },
};

export const SisterPark: Story = {
  globals: sisterPark,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Perfil sensorial: Noche Sensoria' })).toBeVisible();
  },
};

export const SisterParkMobileEnglish: Story = {
  globals: { ...sisterPark, ...mobileEnglish },
  args: { profile: nightShowProfile.en, name: 'Noche Sensoria Night Show' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: 'Sensory profile: Noche Sensoria Night Show' }),
    ).toBeVisible();
  },
};
