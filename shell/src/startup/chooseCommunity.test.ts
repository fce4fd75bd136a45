import { chooseCommunity } from './startPortal';

const me = { community: { communityId: 'c1' }, communities: [{ _id: 'c1' }, { _id: 'c2' }] };

describe('chooseCommunity', () => {
  it('uses the saved community while the user belongs to it', () => {
    expect(chooseCommunity('c2', me)).toBe('c2');
  });
  it('falls back to the user community otherwise', () => {
    expect(chooseCommunity('c9', me)).toBe('c1');
    expect(chooseCommunity(undefined, me)).toBe('c1');
  });
});
