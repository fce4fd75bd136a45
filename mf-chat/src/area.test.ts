import { CHAT_ROLES } from '@portal/shared';
import { area } from './area';

describe('the chat area definition', () => {
  it('lets in exactly the roles the server lets chat', () => {
    expect(area.access?.roles).toEqual(CHAT_ROLES);
  });
});
