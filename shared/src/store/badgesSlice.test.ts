import { badgeCounted, selectBadge } from './badgesSlice';
import { createPortalStore } from './createPortalStore';

describe('badges', () => {
  it('keeps a count per key, zero for one never counted, never below zero', () => {
    const store = createPortalStore();
    expect(selectBadge(store.getState(), 'chat.unread')).toBe(0);
    store.dispatch(badgeCounted({ key: 'chat.unread', count: 3 }));
    expect(selectBadge(store.getState(), 'chat.unread')).toBe(3);
    store.dispatch(badgeCounted({ key: 'chat.unread', count: -2 }));
    expect(selectBadge(store.getState(), 'chat.unread')).toBe(0);
  });
});
