import { shouldReloadOnResume } from './resumeReload';

describe('resume rule (spec 2)', () => {
  it.each([
    ['/library/new', true, false],
    ['/library/new/', true, false],
    ['/library/new', false, true],
    ['/events/all', true, true],
    ['/library/category', true, true],
  ])('on %s with What’s New loaded=%s reloads: %s', (path, loaded, expected) => {
    expect(shouldReloadOnResume(path, loaded)).toBe(expected);
  });
});
