import { badgeCounted, createPortalStore, type TopBarButton } from '@portal/shared';
import { renderAt } from '@portal/shared/testing';
import { act, screen } from '@testing-library/react';
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
    renderAt('/library/new', bar, '/library/new', store);
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat/channels');
    act(() => {
      store.dispatch(badgeCounted({ key: 'chat.unread', count: 3 }));
    });
    expect(screen.getByRole('link', { name: 'Chat 3 unread' })).toBeInTheDocument();
  });
});
