import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge } from './Badge';
import { type LinkProps, LinkProvider } from './LinkContext';
import { List } from './List';
import { ListRow } from './ListRow';
import { renderWithTheme } from './renderWithTheme';

const navigate = jest.fn();

function RouterLink({ href, children, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={href}
      onClick={(e) => {
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

describe('List and ListRow', () => {
  it('lists rows as links, buttons and static rows', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <List label="Residents">
        <ListRow href="/directory/details/1" title="Ann Lee" description="Room 12" />
        <ListRow onClick={onClick} title="Start a chat" />
        <ListRow title="No phone number" />
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Residents' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Ann Lee Room 12' })).toHaveAttribute(
      'href',
      '/directory/details/1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start a chat' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('No phone number');
    expect(within(list).queryAllByRole('button')).toHaveLength(1);
  });

  it('marks the current row and reads trailing badges', () => {
    renderWithTheme(
      <List>
        <ListRow href="/chat/1" title="Bob" current trailing={<Badge count={2} label="unread" />} />
      </List>,
    );
    expect(screen.getByRole('link', { name: 'Bob 2 unread' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("renders links with the app's link component", async () => {
    renderWithTheme(
      <LinkProvider component={RouterLink}>
        <List>
          <ListRow href="/events/all" title="Events" />
        </List>
      </LinkProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Events' }));
    expect(navigate).toHaveBeenCalledWith('/events/all');
  });
});
