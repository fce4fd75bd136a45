import type { PortalEvent } from './api/eventsApi';

/** Tests only: an event as the API answers it, with open spots and nothing signed up. */
export function testEvent(overrides: Partial<PortalEvent> = {}): PortalEvent {
  return {
    _id: 'e',
    name: 'Watercolor Painting Class',
    description: null,
    startsAt: '2099-01-01T18:00:00Z',
    endsAt: '2099-01-01T19:30:00Z',
    allDay: false,
    location: 'Art Studio',
    url: null,
    urlDetails: null,
    signupUrl: null,
    commentPrompt: null,
    costsMoney: false,
    totalSpots: 14,
    openSpots: 9,
    timezone: 'America/New_York',
    calendars: [],
    virtualEventDestinations: [],
    rsvp: null,
    guestRsvp: null,
    invite: null,
    hasWaitlist: false,
    waitlistCount: 0,
    ...overrides,
  };
}
