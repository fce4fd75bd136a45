import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { renderWithTheme } from './renderWithTheme';

describe('IconButton', () => {
  it('is named by its label, not by its icon', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <IconButton label="Close" onClick={onClick}>
        <Icon name="close" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('title', 'Close');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a 44 x 44 px target', () => {
    renderWithTheme(
      <IconButton label="Chat">
        <Icon name="info" />
      </IconButton>,
    );
    const style = getComputedStyle(screen.getByRole('button', { name: 'Chat' }));
    expect(style.width).toBe('44px');
    expect(style.height).toBe('44px');
  });
});
