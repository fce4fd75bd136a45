import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from './renderWithTheme';
import { Switch } from './Switch';

function DarkMode() {
  const [on, setOn] = useState(true);
  return <Switch label="Dark mode" checked={on} onChange={(e) => setOn(e.target.checked)} />;
}

describe('Switch', () => {
  it('is a labelled switch that turns off and on', async () => {
    renderWithTheme(<DarkMode />);
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control).toBeChecked();
    expect(screen.getByText('On')).toBeInTheDocument();
    await userEvent.click(control);
    expect(screen.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
    expect(screen.getByText('Off')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  });

  it('reads its hint', () => {
    renderWithTheme(<Switch label="Hide my email" hint="Others will not see it." defaultChecked />);
    expect(screen.getByRole('switch', { name: 'Hide my email' })).toHaveAccessibleDescription(
      'Others will not see it.',
    );
  });
});
