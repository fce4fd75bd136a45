import { CHAT_ROLES } from '@portal/shared';
import { area } from './area';

describe('the calls area', () => {
  it('is for exactly the roles the server lets call (the chat roles)', () => {
    expect(area.access?.roles).toEqual([...CHAT_ROLES]);
  });

  it('asks the shell for its overlay and both hooks', () => {
    expect(area.overlay).toBe(true);
    expect(area.hooks).toEqual(['startup', 'resume']);
  });
});
