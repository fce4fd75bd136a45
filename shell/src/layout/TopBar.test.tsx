import { badgeCounted, createPortalStore, type TopBarButton } from '@portal/shared';
import { act, screen } from '@testing-library/react';
import { renderInFrame } from '../testing/renderInFrame';
import { TopBar } from './TopBar';

const chat: TopBarButton = {
  id: 'chat',
  areaId: 'chat',
  label: 'Chat',
  to: '/chat/channels',
  icon: 'chat',
  badge: 'chat.unread',
};

describe('TopBar', () => {
  it('shows an area button with the count its badge key holds in the store', () => {
    const store = createPortalStore();
    const bar = (
      <TopBar userName="Ada" avatarUrl={null} buttons={[chat]} isPhone profileMenu={null} />
    );
    renderInFrame('/library/new', bar, store);
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat/channels');
    act(() => {
      store.dispatch(badgeCounted({ key: 'chat.unread', count: 3 }));
    });
    expect(screen.getByRole('link', { name: 'Chat 3 unread' })).toBeInTheDocument();
  });

  it.each([true, false])(
    'shows the title and, on a page without top tabs, a back button (phone %s)',
    (isPhone) => {
      const bar = (
        <TopBar userName="Ada" avatarUrl={null} buttons={[]} isPhone={isPhone} profileMenu={null} />
      );
      renderInFrame('/search', bar, createPortalStore());
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
      expect(screen.getByText('Search', { selector: 'header p' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Your profile' })).not.toBeInTheDocument();
    },
  );

  it('shows the avatar on a page with top tabs: as a link on phones, in the profile menu on wider screens', () => {
    const bar = (isPhone: boolean) => (
      <TopBar
        userName="Ada"
        avatarUrl={null}
        buttons={[]}
        isPhone={isPhone}
        profileMenu={<button type="button">Profile menu</button>}
      />
    );
    const phone = renderInFrame('/more', bar(true), createPortalStore());
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Profile menu' })).not.toBeInTheDocument();
    phone.unmount();
    renderInFrame('/more', bar(false), createPortalStore());
    expect(screen.queryByRole('link', { name: 'Your profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile menu' })).toBeInTheDocument();
    expect(screen.getByText('More', { selector: 'header p' })).toBeInTheDocument();
  });
});
