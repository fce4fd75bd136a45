import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from './renderWithTheme';
import { TextField } from './TextField';

function FirstName() {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="First name"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      error={value ? undefined : 'The first name is required'}
    />
  );
}

describe('TextField', () => {
  it('is labelled and passes input props through', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <TextField label="Email" type="email" autoComplete="email" onChange={onChange} />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'a@b.co');
    expect(input).toHaveValue('a@b.co');
    expect(onChange).toHaveBeenCalled();
  });

  it('reads its hint and its error with the input and marks it invalid', () => {
    renderWithTheme(
      <TextField label="Code" hint="6 characters, from the email" error="Please enter a code." />,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('6 characters, from the email Please enter a code.');
  });

  it('keeps a description id given by the caller', () => {
    renderWithTheme(
      <>
        <p id="extra">Shown on your profile.</p>
        <TextField
          label="Phone"
          aria-describedby="extra"
          error="Please enter a valid phone number"
        />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Shown on your profile. Please enter a valid phone number',
    );
  });

  it('clears the invalid state when the error goes', async () => {
    renderWithTheme(<FirstName />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'Ann');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('The first name is required')).not.toBeInTheDocument();
  });

  it('forwards its ref to the input', () => {
    let element: HTMLInputElement | null = null;
    renderWithTheme(
      <TextField
        label="Search"
        ref={(el) => {
          element = el;
        }}
      />,
    );
    expect(element).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });
});
