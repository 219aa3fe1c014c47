import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../../tools/jest/render-with-providers';
import { nightShowProfile, quietGardenProfile } from './sensory-profile-fixtures';
import { SensoryFilterForm } from './sensory-filter-form';
import { SensoryProfileTable } from './sensory-profile-table';

describe('SensoryProfileTable', () => {
  it('is a table with a caption, column headers and one row header per sense', () => {
    renderWithProviders(<SensoryProfileTable profile={nightShowProfile.en} name="Night show" />, {
      language: 'en',
    });
    const table = screen.getByRole('table', { name: 'Sensory profile: Night show' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sense', 'Level', 'What to expect']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Noise',
      'Light',
      'Darkness and enclosed spaces',
      'Water',
      'Heights',
      'Motion',
      'Crowds and waiting',
      'Smells',
      'Touch',
    ]);
  });

  it('says each level in words beside its meter, and the flashing light, not by colour alone', () => {
    renderWithProviders(<SensoryProfileTable profile={nightShowProfile.es} name="Noche" />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Alto',
      'Alto · Luces que destellan',
      'Alto',
      'Bajo',
      'Nada',
      'Bajo',
      'Alto',
      'Medio',
      'Bajo',
    ]);
    // The meter fills as many of its three bars as the level is high (none 0 … high 3).
    const filled = rows.map((row) => row.querySelectorAll('.pk-sensory-barOn').length);
    expect(filled).toEqual([3, 3, 3, 1, 0, 1, 3, 2, 1]);
  });

  it('shows the notes, the duration and whether it can be left only in full', () => {
    renderWithProviders(
      <SensoryProfileTable profile={quietGardenProfile} name="Garden" variant="compact" />,
      { language: 'en' },
    );
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.queryByText('A calm garden; birds and a fountain.')).toBeNull();
    expect(screen.queryByText('Duration')).toBeNull();
  });

  it("shows the senses a sister park's config chooses, in its order", () => {
    renderWithProviders(
      <SensoryProfileTable
        profile={quietGardenProfile}
        name="Reef walk"
        dimensions={['water', 'noise', 'crowding']}
      />,
      { language: 'en' },
    );
    expect(
      within(screen.getByRole('table', { name: 'Sensory profile: Reef walk' }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Water', 'Noise', 'Crowds and waiting']);
  });
});

describe('SensoryFilterForm', () => {
  it("offers the filters a sister park's config chooses, checked from the URL, sent as ?filter=", () => {
    renderWithProviders(
      <SensoryFilterForm action="/en/sensory-guide/" selected={['dry']} filters={['dry', 'quiet']} />,
      { language: 'en' },
    );
    const form = screen.getByRole('form', { name: 'Filter by what suits you' });
    const boxes = within(form).getAllByRole('checkbox');
    expect(boxes.map((box) => [box.getAttribute('name'), box.getAttribute('value')])).toEqual([
      ['filter', 'dry'],
      ['filter', 'quiet'],
    ]);
    expect(within(form).getByRole('checkbox', { name: 'Stay dry' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'No loud noise' })).not.toBeChecked();
    expect(form).toHaveAttribute('action', '/en/sensory-guide/');
    expect(form).toHaveAttribute('method', 'get');
  });
});
