import { hidesTabBar, isTopLevelPage, setPortalAreas } from './portalAreas';

afterEach(() => setPortalAreas([]));

describe("an area's page lists", () => {
  beforeEach(() =>
    setPortalAreas([
      {
        id: 'chat',
        platform: '^1.3.0',
        paths: ['chat'],
        topLevel: ['channels'],
        withoutTabBar: ['messages'],
      },
    ]),
  );

  it('match a path by its pattern under the area, whole paths only', () => {
    expect(hidesTabBar('/chat/messages')).toBe(true);
    expect(hidesTabBar('/chat/messages/more')).toBe(false);
    expect(hidesTabBar('/chat/channels')).toBe(false);
    expect(hidesTabBar('/events/messages')).toBe(false);
    expect(isTopLevelPage('/chat/channels')).toBe(true);
    expect(isTopLevelPage('/chat/messages')).toBe(false);
  });
});
