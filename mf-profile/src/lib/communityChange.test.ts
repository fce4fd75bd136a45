import { changeCommunity } from './communityChange';

describe('changeCommunity', () => {
  it('saves the community, clears theme and home, then reloads', () => {
    const save = jest.fn();
    const reload = jest.fn();
    changeCommunity('c2', save, reload);
    expect(save).toHaveBeenCalledWith({
      communityId: 'c2',
      themeName: undefined,
      home: '/library/new',
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(save.mock.invocationCallOrder[0]).toBeLessThan(reload.mock.invocationCallOrder[0]);
  });
});
