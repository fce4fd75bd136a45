import { alertCleared, alertShown, alertsSlice } from './alertsSlice';

const reduce = (actions: Parameters<typeof alertsSlice.reducer>[1][]) =>
  actions.reduce(alertsSlice.reducer, alertsSlice.getInitialState());

describe('alerts', () => {
  it('replaces a normal alert with the next one', () => {
    const state = reduce([alertShown('one'), alertShown('two')]);
    expect(state.current?.text).toBe('two');
  });

  it('ignores alerts while a persistent one shows, until it is dismissed', () => {
    let state = reduce([alertShown('$offline', { persistent: true }), alertShown('later')]);
    expect(state.current?.text).toBe('$offline');
    state = alertsSlice.reducer(state, alertCleared(state.current?.id));
    state = alertsSlice.reducer(state, alertShown('later'));
    expect(state.current?.text).toBe('later');
  });

  it('clears only the alert a timer was set for', () => {
    let state = reduce([alertShown('one')]);
    const firstId = state.current?.id;
    state = alertsSlice.reducer(state, alertShown('two'));
    state = alertsSlice.reducer(state, alertCleared(firstId));
    expect(state.current?.text).toBe('two');
  });
});
