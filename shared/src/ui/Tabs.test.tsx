import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './renderWithTheme';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'progress', label: 'Progress', content: 'Steps this week' },
  { id: 'devices', label: 'Devices', content: 'Your watch' },
  { id: 'settings', label: 'Settings', content: 'Height and weight' },
];

describe('Tabs', () => {
  it('shows the selected panel, labelled by its tab', () => {
    renderWithTheme(<Tabs label="Wellness" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Wellness' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Progress' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Progress' })).toHaveTextContent('Steps this week');
  });

  it('keeps one tab in the Tab order and moves with arrows, Home and End', async () => {
    const onSelect = jest.fn();
    renderWithTheme(<Tabs label="Wellness" tabs={tabs} onSelect={onSelect} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Progress' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Devices' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Devices' })).toHaveTextContent('Your watch');
    expect(onSelect).toHaveBeenLastCalledWith('devices');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Progress' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Progress' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Progress' })).toHaveFocus();
  });

  it('selects with a click and follows a controlled selection', async () => {
    const onSelect = jest.fn();
    const { rerender } = renderWithTheme(
      <Tabs label="Wellness" tabs={tabs} selectedId="devices" onSelect={onSelect} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(onSelect).toHaveBeenCalledWith('settings');
    expect(screen.getByRole('tab', { name: 'Devices' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs label="Wellness" tabs={tabs} selectedId="settings" onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  });
});
