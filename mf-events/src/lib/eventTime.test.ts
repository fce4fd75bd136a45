import { describeEventTime, eventTimeWriter } from './eventTime';

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
      'starting and ending at the same minute',
      { startsAt: '2026-11-21T19:00:00Z', endsAt: '2026-11-21T19:00:00Z', allDay: false },
      'Today, 2:00 PM',
    ],
    [
      'across midnight into next year',
      { startsAt: '2026-12-31T23:00:00Z', endsAt: '2027-01-01T06:00:00Z', allDay: false },
      'Thursday, December 31, 6:00 PM to Friday, January 1, 2027, 1:00 AM',
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
    const late = {
      startsAt: '2026-11-24T00:30:00Z',
      endsAt: '2026-11-24T01:00:00Z',
      allDay: false,
    };
    expect(describeEventTime(late, 'Europe/London', now)).toBe(
      'Tuesday, November 24, 12:30 AM to 1:00 AM',
    );
    expect(describeEventTime(late, NY, now)).toBe('Monday, November 23, 7:30 PM to 8:00 PM');
  });

  it('adds the year when it is not this year’s in the zone', () => {
    // 11:30 PM on 31 December 2026 in New York, already 2027 in UTC.
    const newYearsEve = new Date('2027-01-01T04:30:00Z');
    const event = {
      startsAt: '2027-01-05T15:00:00Z',
      endsAt: '2027-01-05T16:00:00Z',
      allDay: false,
    };
    expect(describeEventTime(event, NY, newYearsEve)).toBe(
      'Tuesday, January 5, 2027, 10:00 AM to 11:00 AM',
    );
    expect(describeEventTime(event, 'UTC', newYearsEve)).toBe(
      'Tuesday, January 5, 3:00 PM to 4:00 PM',
    );
  });

  it('writes a list’s rows with one writer', () => {
    const events = [
      { startsAt: '2026-11-21T19:00:00Z', endsAt: '2026-11-21T20:30:00Z', allDay: false },
      { startsAt: '2026-11-22T14:30:00Z', endsAt: '2026-11-23T15:15:00Z', allDay: false },
      { startsAt: '2027-02-01T05:00:00Z', endsAt: '2027-02-02T04:59:00Z', allDay: true },
    ];
    const write = eventTimeWriter(NY, now);
    expect(events.map(write)).toEqual([
      'Today, 2:00 PM to 3:30 PM',
      'Tomorrow, 9:30 AM to Monday, November 23, 10:15 AM',
      'Monday, February 1, 2027, all day',
    ]);
  });
});
