import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { renderWithTheme } from './renderWithTheme';

describe('Button', () => {
  it('is a button named by its text that calls onClick', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Attend</Button>);
    const button = screen.getByRole('button', { name: 'Attend' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(['primary', 'secondary', 'danger', 'link'] as const)(
    'is at least 44px tall as %s',
    (variant) => {
      renderWithTheme(<Button variant={variant}>Go</Button>);
      const style = getComputedStyle(screen.getByRole('button', { name: 'Go' }));
      expect(Number.parseFloat(style.minHeight)).toBeGreaterThanOrEqual(44);
      expect(Number.parseFloat(style.minWidth)).toBeGreaterThanOrEqual(44);
    },
  );

  it('is taller in the large size', () => {
    renderWithTheme(<Button size="large">Go</Button>);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Go' })).minHeight).toBe('56px');
  });

  it('while busy keeps focus and its name but ignores presses and does not submit', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy onClick={onClick}>
          Sign in
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits forms when asked to', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
