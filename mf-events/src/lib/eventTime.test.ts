import { describeEventTime, formatEventDay } from './eventTime';

const NY = 'America/New_York';
// Saturday 21 November 2026, noon in New York.
const now = new Date('2026-11-21T17:00:00Z');

describe('describeEventTime (community time zone, plain words)', () => {
  it.each([
    [
      'later today',
      { startsAt: '2026-11-21T19:00:00Z', endsAt: '2026-11-21T20:30:00Z', allDay: false },
      'Today, 2:00 PM to 3:30 PM',
    ],
    [
      'tomorrow morning',
      { startsAt: '2026-11-22T14:30:00Z', endsAt: '2026-11-22T15:15:00Z', allDay: false },
      'Tomorrow, 9:30 AM to 10:15 AM',
    ],
    [
      'a later day, all day',
      { startsAt: '2026-11-28T05:00:00Z', endsAt: '2026-11-29T04:59:00Z', allDay: true },
      'Saturday, November 28, all day',
    ],
    [
      'next year',
      { startsAt: '2027-01-05T15:00:00Z', endsAt: '2027-01-05T16:00:00Z', allDay: false },
      'Tuesday, January 5, 2027, 10:00 AM to 11:00 AM',
    ],
    [
      'across midnight',
      { startsAt: '2026-11-25T23:00:00Z', endsAt: '2026-11-26T06:00:00Z', allDay: false },
      'Wednesday, November 25, 6:00 PM to Thursday, November 26, 1:00 AM',
    ],
  ])('%s', (_name, event, words) => {
    expect(describeEventTime(event, NY, now)).toBe(words);
  });

  it('uses the community time zone, not the device’s', () => {
    // 03:00 UTC on the 22nd is still 9 PM on Saturday the 21st in Chicago.
    const event = {
      startsAt: '2026-11-22T03:00:00Z',
      endsAt: '2026-11-22T04:00:00Z',
      allDay: false,
    };
    expect(describeEventTime(event, 'America/Chicago', now)).toBe('Today, 9:00 PM to 10:00 PM');
    expect(formatEventDay('2026-11-22T03:00:00Z', 'Europe/London', now)).toBe(
      'Sunday, November 22',
    );
  });
});
