import { fireEvent, screen } from '@testing-library/react';
import { Avatar, initials } from './Avatar';
import { renderWithTheme } from './renderWithTheme';

describe('initials', () => {
  it.each([
    ['Ann Lee', 'AL'],
    ['mary jane watson', 'MW'],
    ['Cher', 'C'],
    ['  ', '?'],
    ['Émile Zola', 'ÉZ'],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('Avatar', () => {
  it('shows the picture with the name as alt text', () => {
    renderWithTheme(<Avatar name="Ann Lee" src="/ann.jpg" />);
    expect(screen.getByRole('img', { name: 'Ann Lee' })).toHaveAttribute('src', '/ann.jpg');
  });

  it('falls back to initials named by the person when the picture fails', () => {
    renderWithTheme(<Avatar name="Ann Lee" src="/missing.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ann Lee' }));
    const avatar = screen.getByRole('img', { name: 'Ann Lee' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('AL');
  });

  it('shows initials without a picture and can be decorative', () => {
    renderWithTheme(
      <>
        <Avatar name="Bob Stone" />
        <Avatar name="Cy Twombly" src="/cy.jpg" decorative />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Bob Stone' })).toHaveTextContent('BS');
    expect(screen.queryByRole('img', { name: 'Cy Twombly' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
