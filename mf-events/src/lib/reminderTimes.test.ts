import { remindersDueBefore, reminderTimes } from './reminderTimes';

const NY = 'America/New_York';
const event = (over: Partial<Parameters<typeof reminderTimes>[0][number]>) => ({
  _id: 'e1',
  name: 'Chair Yoga',
  startsAt: '2026-11-23T14:30:00.000Z',
  allDay: false,
  timezone: NY,
  ...over,
});

describe('reminderTimes (spec 4 and 9)', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it.each([
    ['15 minutes before a timed start', event({}), '2026-11-23T14:15:00.000Z'],
    [
      'an all-day event at 08:00 minus 15 min in the community time zone (07:45 EST)',
      event({ allDay: true, startsAt: '2026-11-28T05:00:00.000Z' }),
      '2026-11-28T12:45:00.000Z',
    ],
    [
      'an all-day event in summer time (07:45 EDT)',
      event({ allDay: true, startsAt: '2027-07-04T04:00:00.000Z' }),
      '2027-07-04T11:45:00.000Z',
    ],
    [
      'an all-day event in Chicago (07:45 CST)',
      event({ allDay: true, startsAt: '2026-11-28T06:00:00.000Z', timezone: 'America/Chicago' }),
      '2026-11-28T13:45:00.000Z',
    ],
  ])('%s', (_name, e, at) => {
    const [reminder] = reminderTimes([e], now);
    expect(new Date(reminder.at).toISOString()).toBe(at);
    expect(reminder.title).toBe('Upcoming Event');
    expect(reminder.eventId).toBe('e1');
  });

  it.each([
    ['an event that already started', '2026-11-21T11:00:00.000Z'],
    ['an event whose reminder time has passed', '2026-11-21T12:10:00.000Z'],
    ['an event starting exactly 15 minutes from now', '2026-11-21T12:15:00.000Z'],
  ])('skips %s (future only)', (_name, startsAt) => {
    expect(reminderTimes([event({ startsAt })], now)).toEqual([]);
  });

  it('keeps an event whose reminder is one minute ahead, and sorts by time', () => {
    const reminders = reminderTimes(
      [
        event({ _id: 'later', startsAt: '2026-11-25T14:30:00.000Z' }),
        event({ _id: 'soon', startsAt: '2026-11-21T12:16:00.000Z' }),
      ],
      now,
    );
    expect(reminders.map((r) => r.eventId)).toEqual(['soon', 'later']);
    expect(reminders[0].body).toBe('Chair Yoga starts in 15 minutes.');
  });

  it('an all-day event today is reminded only before 07:45', () => {
    const allDayToday = event({ allDay: true, startsAt: '2026-11-21T05:00:00.000Z' });
    expect(reminderTimes([allDayToday], Date.parse('2026-11-21T12:00:00Z'))).toHaveLength(1);
    expect(reminderTimes([allDayToday], Date.parse('2026-11-21T12:46:00Z'))).toEqual([]);
  });

  it('remindersDueBefore keeps those due before the next refresh', () => {
    const reminders = reminderTimes(
      [
        event({ _id: 'in10', startsAt: new Date(now + 25 * 60_000).toISOString() }),
        event({ _id: 'in60', startsAt: new Date(now + 75 * 60_000).toISOString() }),
      ],
      now,
    );
    expect(remindersDueBefore(reminders, now + 15 * 60_000).map((r) => r.eventId)).toEqual([
      'in10',
    ]);
  });
});
