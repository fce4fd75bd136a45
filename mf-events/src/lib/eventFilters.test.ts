import { applyPriceFilter, toggleCalendar } from './eventFilters';

const events = [
  { _id: 'a', costsMoney: false },
  { _id: 'b', costsMoney: true },
  { _id: 'c', costsMoney: false },
];

describe('applyPriceFilter (spec 4: on the client)', () => {
  it.each([
    ['any', ['a', 'b', 'c']],
    ['free', ['a', 'c']],
    ['costs', ['b']],
  ] as const)('%s → %j', (price, ids) => {
    expect(applyPriceFilter(events, price).map((e) => e._id)).toEqual(ids);
  });
});

describe('toggleCalendar', () => {
  it.each([
    [[], 'x', ['x']],
    [['x'], 'x', []],
    [['x', 'y'], 'z', ['x', 'y', 'z']],
    [['x', 'y'], 'x', ['y']],
  ])('%j toggling %s → %j', (selected, id, result) => {
    expect(toggleCalendar(selected, id)).toEqual(result);
  });
});
