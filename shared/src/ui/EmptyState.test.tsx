import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { renderWithTheme } from './renderWithTheme';

describe('EmptyState', () => {
  it('shows a heading, a message and an action', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <EmptyState
        title="No events this week"
        message="Try another week or clear the filters."
        action={<Button onClick={onClick}>Clear filters</Button>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'No events this week' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Try another week or clear the filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can use a lower heading level and no action', () => {
    renderWithTheme(<EmptyState title="No messages" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No messages' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
