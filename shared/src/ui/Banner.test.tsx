import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Banner } from './Banner';
import { renderWithTheme } from './renderWithTheme';

describe('Banner', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('as %s is announced with role %s', (severity, role) => {
    renderWithTheme(<Banner severity={severity}>You are currently offline.</Banner>);
    expect(screen.getByRole(role)).toHaveTextContent('You are currently offline.');
  });

  it('has a dismiss button only when it can be dismissed', async () => {
    const onDismiss = jest.fn();
    const { rerender } = renderWithTheme(<Banner title="Saved">Your changes are saved.</Banner>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <Banner title="Saved" onDismiss={onDismiss}>
        Your changes are saved.
      </Banner>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('SavedYour changes are saved.');
  });
});
