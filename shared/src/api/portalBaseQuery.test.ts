import { isUnauthorized } from './portalBaseQuery';

describe('isUnauthorized', () => {
  it.each([
    [401, '', true],
    [200, 'Request failed with status code 401', true],
    [500, 'boom', false],
    [400, 'Code 4011 is invalid', false],
  ])('%s %s → %s', (status, message, expected) => {
    expect(isUnauthorized(status, message)).toBe(expected);
  });
});
