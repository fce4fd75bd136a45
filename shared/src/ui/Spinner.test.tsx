import { screen } from '@testing-library/react';
import { renderWithTheme } from './renderWithTheme';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    renderWithTheme(<Spinner label="Loading events" />);
    expect(screen.getByRole('status', { name: 'Loading events' })).toHaveTextContent(
      'Loading events',
    );
  });

  it('says Loading by default', () => {
    renderWithTheme(<Spinner showLabel />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
  });
});
