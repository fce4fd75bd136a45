import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';
import { renderWithTheme } from './renderWithTheme';

describe('Checkbox', () => {
  it('toggles from its label', async () => {
    renderWithTheme(<Checkbox label="Show password" />);
    const box = screen.getByRole('checkbox', { name: 'Show password' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Show password'));
    expect(box).toBeChecked();
  });

  it('toggles with the keyboard', async () => {
    renderWithTheme(<Checkbox label="Remind me" />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Remind me' })).toBeChecked();
  });

  it('reads its hint and error', () => {
    renderWithTheme(
      <Checkbox
        label="I agree"
        hint="Required to continue"
        error="This information is required."
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Required to continue This information is required.');
  });
});
