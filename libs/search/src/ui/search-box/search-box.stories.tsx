import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SearchBoxState } from '../../state/search-box.slice';
import { SearchBox } from './search-box';

const box = (state: Partial<SearchBoxState>) => ({
  searchBox: { status: 'idle', word: '', suggestions: [], category: 'any', ...state },
});

const meta = {
  title: 'Search/SearchBox',
  component: SearchBox,
  args: { onSubmit: fn(), navigate: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search')).toBeVisible();
    const input = canvas.getByRole('combobox', { name: '¿Qué estás buscando?' });
    await expect(input).toHaveAttribute('placeholder', '¿Qué estás buscando?');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByLabelText('Categoría')).toHaveDisplayValue('Cualquier categoría');
    await expect(canvas.getByRole('button', { name: 'Buscar' })).toBeVisible();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'What are you looking for?' })).toHaveAttribute(
      'placeholder',
      'What are you looking for?',
    );
    await expect(canvas.getByLabelText('Category')).toHaveDisplayValue('Any category');
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
  },
};

export const OpenedWithWord: Story = {
  parameters: { preloadedState: box({ status: 'ready', word: 'tour tulum' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '¿Qué estás buscando?' })).toHaveValue('tour tulum');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Fetching: Story = {
  parameters: { preloadedState: box({ status: 'fetch', word: 'sent' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Buscando sugerencias…');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Suggestions: Story = {
  parameters: {
    preloadedState: box({
      status: 'success',
      word: 'sent',
      suggestions: ['Los cinco sentidos', 'Sentir la selva', 'Tour sensorial'],
    }),
  },
  play: async ({ canvas }) => {
    const listbox = canvas.getByRole('listbox', { name: 'Sugerencias' });
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(4);
    await expect(options[0]).toHaveTextContent('Los cinco sentidos');
    await expect(options[0]?.querySelector('mark')).toHaveTextContent('sent');
    await expect(options[1]?.querySelector('mark')).toHaveTextContent('Sent');
    await expect(options[3]).toHaveTextContent('Buscar más sobre sent');
    await expect(canvas.getByRole('combobox', { name: '¿Qué estás buscando?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const SuggestionsInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: {
    preloadedState: box({ status: 'success', word: 'senses', suggestions: ['The five senses'] }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: 'Search more for senses' })).toBeVisible();
  },
};

export const NoSuggestions: Story = {
  parameters: { preloadedState: box({ status: 'empty', word: 'zzz' }) },
  play: async ({ canvas }) => {
    const options = within(canvas.getByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent('Buscar más sobre zzz');
  },
};

export const Failed: Story = {
  parameters: { preloadedState: box({ status: 'error', word: 'hotel' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se han podido buscar resultados');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const FailedInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: box({ status: 'error', word: 'hotel' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Results couldn't be retrieved");
  },
};

export const SearchesTypedWord: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '¿Qué estás buscando?' }), 'tour & cenotes');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('tour & cenotes');
    await expect(args.navigate).toHaveBeenCalledWith('/es/busqueda/?q=tour%20%26%20cenotes');
  },
};

export const EmptyWordDoesNothing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '¿Qué estás buscando?' }), '   {Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

export const ChoosesSuggestion: Story = {
  globals: { locale: 'en' },
  parameters: {
    preloadedState: box({ status: 'success', word: 'sen', suggestions: ['The five senses', 'Sensory tour'] }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('option', { name: 'Sensory tour' }));
    await expect(args.navigate).toHaveBeenCalledWith('/en/search/?q=Sensory%20tour');
  },
};

/** Live: typing asks the (in-memory) search service once the word settles, and the list opens. */
export const TypesAndGetsSuggestions: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '¿Qué estás buscando?' }), 'sent');
    const listbox = await canvas.findByRole('listbox', { name: 'Sugerencias' }, { timeout: 3000 });
    const options = within(listbox).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('Los cinco sentidos');
    await expect(options.at(-1)).toHaveTextContent('Buscar más sobre sent');
  },
};
