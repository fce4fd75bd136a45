import { feedWindowStart, lastLoginDate, startOfLastWeek } from './feedWindow';

const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('feedWindowStart (spec 4, home feed)', () => {
  // Thursday 19 November 2026, 3 p.m.
  const now = at(2026, 11, 19, 15);

  it.each([
    ['a login two days ago starts the day before it', at(2026, 11, 17, 9, 30), at(2026, 11, 16)],
    ['a login today starts yesterday', at(2026, 11, 19, 8), at(2026, 11, 18)],
    ['a login exactly 7 days ago still counts', at(2026, 11, 12, 15), at(2026, 11, 11)],
    [
      'a login over 7 days old starts at the start of last week',
      at(2026, 11, 12, 14, 59),
      at(2026, 11, 8),
    ],
    ['a login months ago starts at the start of last week', at(2026, 6, 1), at(2026, 11, 8)],
  ])('%s', (_name, login, expected) => {
    expect(
      feedWindowStart({ previousLogin: login.toISOString(), recentLogin: now.toISOString() }, now),
    ).toEqual(expected);
  });

  it('uses the recent login when there is no previous one', () => {
    expect(
      feedWindowStart(
        { previousLogin: null, recentLogin: at(2026, 11, 19, 14).toISOString() },
        now,
      ),
    ).toEqual(at(2026, 11, 18));
  });

  it('starts at the start of last week without any login', () => {
    expect(feedWindowStart({ previousLogin: null, recentLogin: null }, now)).toEqual(
      at(2026, 11, 8),
    );
    expect(feedWindowStart(undefined, now)).toEqual(at(2026, 11, 8));
  });

  it('ignores a login it cannot read', () => {
    expect(lastLoginDate({ previousLogin: 'yesterday', recentLogin: null })).toBeNull();
  });

  it('last week starts on the Sunday before last, also when today is Sunday', () => {
    expect(startOfLastWeek(at(2026, 11, 22, 10))).toEqual(at(2026, 11, 15));
    expect(startOfLastWeek(at(2026, 11, 21, 23))).toEqual(at(2026, 11, 8));
  });
});
