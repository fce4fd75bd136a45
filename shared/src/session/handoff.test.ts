import { takeHandedOverSession } from './handoff';
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

  it('does nothing without a handed-over session', () => {
    window.history.replaceState(null, '', '/library/new');
    expect(takeHandedOverSession(window.location, window.history)).toBe(false);
    expect(loadSession()).toBeNull();
  });
});
