import { sessionFragment, takeHandedOverSession } from './handoff';
import { loadSession } from './storage';

beforeEach(() => localStorage.clear());

describe('takeHandedOverSession', () => {
  it('stores the token from the fragment and removes it from the address', () => {
    window.history.replaceState(null, '', '/library/new?x=1#session=abc.def');
    expect(takeHandedOverSession(window.location, window.history)).toBe(true);
    expect(loadSession()).toEqual({ token: 'abc.def' });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/library/new?x=1');
  });

  it('takes the refresh token handed over with it', () => {
    const fragment = sessionFragment({ token: 'a b+c/d', refreshToken: 's1.r-_x' });
    expect(fragment).toBe('#session=a%20b%2Bc%2Fd&refresh=s1.r-_x');
    window.history.replaceState(null, '', `/events/all${fragment}`);
    expect(takeHandedOverSession(window.location, window.history)).toBe(true);
    expect(loadSession()).toEqual({ token: 'a b+c/d', refreshToken: 's1.r-_x' });
    expect(window.location.hash).toBe('');
  });

  it('does nothing without a handed-over session', () => {
    window.history.replaceState(null, '', '/library/new');
    expect(takeHandedOverSession(window.location, window.history)).toBe(false);
    expect(loadSession()).toBeNull();
  });
});
