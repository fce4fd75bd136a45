import { screen } from '@testing-library/react';
import { Badge } from './Badge';
import { renderWithTheme } from './renderWithTheme';

describe('Badge', () => {
  it('reads the count with what is counted', () => {
    renderWithTheme(
      <button type="button">
        Chat <Badge count={3} label="unread" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Chat 3 unread' })).toBeInTheDocument();
  });

  it('caps what it shows but reads the full number', () => {
    renderWithTheme(<Badge count={150} label="unread" />);
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('150 unread')).toBeInTheDocument();
  });

  it('is hidden at zero unless asked', () => {
    const { rerender } = renderWithTheme(<Badge count={0} label="unread" />);
    expect(screen.queryByText('0 unread')).not.toBeInTheDocument();
    rerender(<Badge count={0} label="unread" showZero />);
    expect(screen.getByText('0 unread')).toBeInTheDocument();
  });
});
