import { CHAT_ROLES } from '@portal/shared';
import { area } from './area';
import { CHAT_UNREAD_BADGE } from './lib/chatBadge';
import { routes } from './routes';

describe('the chat area definition', () => {
  it('lets in exactly the roles the server lets chat', () => {
    expect(area.access?.roles).toEqual(CHAT_ROLES);
  });

  it('shows the unread count the hooks keep on the chat button', () => {
    expect(area.topBar?.[0]?.badge).toBe(CHAT_UNREAD_BADGE);
    expect(area.hooks).toEqual(['startup', 'resume']);
  });

  it('titles every chat page the routes serve', () => {
    const paths = routes.flatMap((route) => (route.path && route.path !== '*' ? [route.path] : []));
    expect(area.titles?.map((title) => title.path).sort()).toEqual(paths.sort());
  });
});
