import { createPortalStore } from '@portal/shared';
import { renderAt } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { loadChart, MeasureCard } from './MeasureCard';

let mockChartFails = true;
jest.mock('./DailyChart', () => {
  if (mockChartFails) throw new Error('The chart could not be downloaded');
  return { __esModule: true, default: () => <p>The chart</p> };
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>The chart failed</p> : this.props.children;
  }
}

const card = (
  <Boundary>
    <MeasureCard
      title="Steps"
      unit="steps"
      summary="1,000 steps a day"
      days={['2026-11-27']}
      series={[{ label: 'Steps', values: [1000] }]}
    />
  </Boundary>
);

it('draws the chart on the next visit after a failed download', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const first = renderAt('/', card, '/', createPortalStore());
  expect(await screen.findByText('The chart failed')).toBeVisible();
  first.unmount();

  mockChartFails = false;
  // The next visit renders before its download (the progress page's loader does not wait).
  renderAt('/', card, '/', createPortalStore());
  expect(await screen.findByText('The chart')).toBeVisible();
  await expect(loadChart()).resolves.toBeDefined();
});
