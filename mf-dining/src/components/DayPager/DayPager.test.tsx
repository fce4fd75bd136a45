import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderInTheme } from '../renderInTheme';
import { DayPager } from './DayPager';

const window = { startDate: '2025-06-09', endDate: '2025-06-11' };

function Pager({ start }: { start: string }) {
  const [day, setDay] = useState(start);
  return <DayPager day={day} window={window} onChange={setDay} />;
}

describe('DayPager', () => {
  it('moves day by day to the end of the window and no further', async () => {
    const user = userEvent.setup();
    renderInTheme(<Pager start="2025-06-09" />);
    const previous = screen.getByRole('button', { name: /Previous day/ });
    const next = screen.getByRole('button', { name: /Next day/ });
    expect(screen.getByText('Monday, June 9')).toBeInTheDocument();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(screen.getByText('Monday, June 9')).toBeInTheDocument();

    await user.click(next);
    expect(screen.getByText('Tuesday, June 10')).toBeInTheDocument();
    expect(previous).not.toHaveAttribute('aria-disabled');
    await user.click(next);
    expect(screen.getByText('Wednesday, June 11')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(screen.getByText('Wednesday, June 11')).toBeInTheDocument();
    // Still focusable at the end, so keyboard focus is not lost.
    expect(next).toHaveFocus();
    expect(
      screen.getByText('This menu is served Monday, June 9 to Wednesday, June 11.'),
    ).toBeInTheDocument();
  });
});
