import { screen } from '@testing-library/react';
import { renderWithTheme } from './renderWithTheme';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('draws its lines but stays out of the accessibility tree', () => {
    const { container } = renderWithTheme(
      <section aria-label="Feed" aria-busy="true">
        <Skeleton lines={3} />
      </section>,
    );
    const group = container.querySelector('[aria-hidden="true"]');
    expect(group?.children).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Feed' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('region', { name: 'Feed' })).toHaveAccessibleName('Feed');
  });

  it('makes a circle from its width', () => {
    const { container } = renderWithTheme(<Skeleton circle width={48} />);
    const bar = container.querySelector('[aria-hidden="true"] > span');
    expect(bar && getComputedStyle(bar).height).toBe('48px');
    expect(bar && getComputedStyle(bar).borderRadius).toBe('50%');
  });
});
