-- Events: calendars (with the care settings they serve), events, virtual destinations,
-- RSVPs (a resident's own and their guest's) with the waitlist, and invites.

CREATE TABLE event_calendars (
  id text PRIMARY KEY,
  community_id text NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  name text NOT NULL,
  UNIQUE (community_id, name)
);

CREATE TABLE event_calendar_care_settings (
  calendar_id text NOT NULL REFERENCES event_calendars (id) ON DELETE CASCADE,
  name text NOT NULL,
  PRIMARY KEY (calendar_id, name)
);

CREATE TABLE events (
  id text PRIMARY KEY,
  community_id text NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  all_day boolean NOT NULL DEFAULT false,
  location text,
  url text,
  url_details text,
  signup_url text,
  comment_prompt text,
  costs_money boolean NOT NULL DEFAULT false,
  -- NULL: no limit on spots.
  total_spots integer CHECK (total_spots IS NULL OR total_spots >= 0),
  published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at >= starts_at)
);

CREATE INDEX events_community_time_idx ON events (community_id, starts_at) WHERE published;

CREATE TABLE event_calendar_links (
  event_id text NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  calendar_id text NOT NULL REFERENCES event_calendars (id) ON DELETE CASCADE,
  PRIMARY KEY (event_id, calendar_id)
);

CREATE INDEX event_calendar_links_calendar_idx ON event_calendar_links (calendar_id);

CREATE TABLE virtual_event_destinations (
  id text PRIMARY KEY,
  event_id text NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  name text NOT NULL
);

CREATE INDEX virtual_event_destinations_event_idx ON virtual_event_destinations (event_id);

-- A UserRSVP is the resident; a GuestRSVP is the one guest they bring (user_id is the host).
-- Withdrawn RSVPs stay as a record and no longer hold a spot.
CREATE TABLE event_rsvps (
  id text PRIMARY KEY,
  event_id text NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('UserRSVP', 'GuestRSVP')),
  guest_name text,
  status text NOT NULL CHECK (status IN ('Attending', 'Waitlisted', 'Withdrawn')),
  comments text,
  -- Staff who add a guest for a resident keep it theirs to remove.
  added_by_staff boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK ((type = 'GuestRSVP') = (guest_name IS NOT NULL))
);

-- One live RSVP of each kind per resident and event: themselves and one guest.
CREATE UNIQUE INDEX event_rsvps_one_live_idx ON event_rsvps (event_id, user_id, type)
  WHERE status <> 'Withdrawn';
CREATE INDEX event_rsvps_event_idx ON event_rsvps (event_id, status, created_at);
CREATE INDEX event_rsvps_user_idx ON event_rsvps (user_id, status);

CREATE TABLE event_invites (
  id text PRIMARY KEY,
  event_id text NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  inviter_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  invitee_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('Pending', 'Accepted', 'Declined')),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  answered_at timestamptz
);

CREATE UNIQUE INDEX event_invites_one_pending_idx ON event_invites (event_id, invitee_id)
  WHERE status = 'Pending';
CREATE INDEX event_invites_invitee_idx ON event_invites (invitee_id, status);
