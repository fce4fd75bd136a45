import { testEvent } from '../testing';
import {
  actionMode,
  canBringGuest,
  isFull,
  primaryAction,
  showsEventTabs,
  spotsText,
} from './eventActions';

const base = testEvent({
  name: 'E',
  startsAt: '2099-01-01T10:00:00Z',
  endsAt: '2099-01-01T11:00:00Z',
  location: null,
  totalSpots: 10,
  openSpots: 4,
});

const rsvp = (status: 'Attending' | 'Waitlisted') => ({
  _id: 'r',
  status,
  comments: null,
  type: 'UserRSVP' as const,
  guestName: null,
  canWithdraw: true,
  user: { _id: 'u', fullName: 'U', optOutOfDirectory: false },
});

describe('roles (spec 6)', () => {
  it.each([
    ['Resident', 'act', true],
    ['Staff', 'demo', true],
    ['Family', 'none', false],
    ['Advocate', 'none', false],
    [undefined, 'none', false],
  ] as const)('%s → %s, tabs %s', (role, mode, tabs) => {
    expect(actionMode(role)).toBe(mode);
    expect(showsEventTabs(role)).toBe(tabs);
  });
});

describe('spots', () => {
  it.each([
    [null, null, false, true, 'Open to everyone'],
    [10, 4, false, true, '4 of 10 spots left'],
    [10, 2, false, true, '2 of 10 spots left'],
    [10, 1, false, false, '1 spot left'],
    [10, 0, true, false, 'Full'],
  ])('total %j open %j: full %s, guest %s, %s', (totalSpots, openSpots, full, guest, text) => {
    const event = { totalSpots, openSpots };
    expect(isFull(event)).toBe(full);
    expect(canBringGuest(event)).toBe(guest);
    expect(spotsText(event)).toBe(text);
  });
});

describe('primaryAction', () => {
  it.each([
    ['attend', base],
    ['waitlist', { ...base, openSpots: 0 }],
    ['signedUp', { ...base, rsvp: rsvp('Attending') }],
    ['waitlisted', { ...base, openSpots: 0, rsvp: rsvp('Waitlisted') }],
    ['ended', { ...base, endsAt: '2000-01-01T00:00:00Z' }],
  ] as const)('%s', (action, event) => {
    expect(primaryAction(event)).toBe(action);
  });
});
