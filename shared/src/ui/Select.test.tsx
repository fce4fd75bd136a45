import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './renderWithTheme';
import { Select } from './Select';

const options = [
  { label: 'Spouse', value: 'Spouse' },
  { label: 'In Laws', value: 'In_Laws' },
];

describe('Select', () => {
  it('is a labelled native select that reports the chosen value', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <Select
        label="Relationship"
        placeholder="Choose a relationship"
        options={options}
        defaultValue=""
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Relationship' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a relationship',
      'Spouse',
      'In Laws',
    ]);
    await userEvent.selectOptions(select, 'In Laws');
    expect(onChange).toHaveBeenCalledWith('In_Laws');
  });

  it('shows its error and marks itself invalid', () => {
    renderWithTheme(
      <Select label="Relationship" options={options} error="Please selact a relationship" />,
    );
    const select = screen.getByRole('combobox', { name: 'Relationship' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please selact a relationship');
  });

  it('accepts option children', () => {
    renderWithTheme(
      <Select label="Time">
        <option value="Day">Today</option>
      </Select>,
    );
    expect(screen.getByRole('option', { name: 'Today' })).toBeInTheDocument();
  });
});
