import { strings } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadProblem, loadFailed } from './LoadProblem';
import { renderWithTheme } from './renderWithTheme';

describe('LoadProblem', () => {
  it('says the generic message for a call the server failed, and tries again', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<LoadProblem error={{ status: 500, message: 'boom' }} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(strings.generic);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("says 'maybeOffline' for a call that failed at the network", () => {
    renderWithTheme(
      <LoadProblem error={{ status: 'NETWORK', message: 'Failed to fetch' }} onRetry={() => {}} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(strings.maybeOffline);
    expect(screen.getByRole('alert')).not.toHaveTextContent(strings.generic);
  });

  it("says the screen's own failure for other errors, and still 'maybeOffline' at the network", () => {
    const { rerender } = renderWithTheme(
      <LoadProblem error={{ status: 500 }} failure={strings.searchFailed} onRetry={() => {}} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(strings.searchFailed);
    rerender(
      <LoadProblem
        error={{ status: 'NETWORK' }}
        failure={strings.searchFailed}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(strings.maybeOffline);
  });
});

describe('loadFailed', () => {
  it('is true only for a failed call with nothing to show instead', () => {
    expect(loadFailed({ isError: true, data: undefined })).toBe(true);
    expect(loadFailed({ isError: true, data: [] })).toBe(false);
    expect(loadFailed({ isError: false, data: undefined })).toBe(false);
  });
});
