import { screen } from '@testing-library/react';
import { Card } from './Card';
import { renderWithTheme } from './renderWithTheme';

describe('Card', () => {
  it('with a title is a region named by its heading', () => {
    renderWithTheme(
      <Card title="Today's menu" headingLevel={3} actions={<button type="button">See all</button>}>
        Soup of the day
      </Card>,
    );
    const region = screen.getByRole('region', { name: "Today's menu" });
    expect(region).toHaveTextContent('Soup of the day');
    expect(screen.getByRole('heading', { level: 3, name: "Today's menu" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See all' })).toBeInTheDocument();
  });

  it('without a title is a plain container', () => {
    renderWithTheme(<Card>Just text</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Just text')).toBeInTheDocument();
  });
});
