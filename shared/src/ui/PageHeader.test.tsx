import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { PageHeader } from './PageHeader';
import { renderWithTheme } from './renderWithTheme';

describe('PageHeader', () => {
  it('has the page h1, a subtitle and actions', () => {
    renderWithTheme(
      <PageHeader
        title="Events"
        subtitle="What's on this week"
        actions={<button type="button">Filters</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.getByText("What's on this week")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('lets the app move focus to the title', () => {
    const ref = createRef<HTMLHeadingElement>();
    renderWithTheme(<PageHeader title="Dining" headingRef={ref} />);
    ref.current?.focus();
    expect(screen.getByRole('heading', { level: 1, name: 'Dining' })).toHaveFocus();
  });
});
