-- Calls (spec 3, 4, 7): one session per call between two people of a community, each change of
-- its status, the WebRTC messages waiting for the other person, and the devices a browser or app
-- signs up for push with their messaging tokens.

CREATE TABLE call_sessions (
  -- The session id: random, it names the call's room.
  id text PRIMARY KEY,
  community_id text NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  caller_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  callee_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  is_voice boolean NOT NULL,
  status text NOT NULL CHECK (status IN ('started', 'answered', 'hungup', 'declined', 'cancelled', 'failed')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  answered_at timestamptz,
  ended_at timestamptz,
  CHECK (caller_id <> callee_id)
);

-- A person's calls, newest first (and removing a person).
CREATE INDEX call_sessions_caller_idx ON call_sessions (caller_id, created_at DESC);
CREATE INDEX call_sessions_callee_idx ON call_sessions (callee_id, created_at DESC);

CREATE TABLE call_status_history (
  id bigserial PRIMARY KEY,
  session_id text NOT NULL REFERENCES call_sessions (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('started', 'answered', 'hungup', 'declined', 'cancelled', 'failed')),
  -- Null when the server moved it (a ring nobody answered).
  by_user_id text REFERENCES users (id) ON DELETE SET NULL,
  at timestamptz NOT NULL
);

CREATE INDEX call_status_history_session_idx ON call_status_history (session_id, id);

-- Kept while the call lasts, so that every API process can read what its sockets need;
-- deleted when the call ends.
CREATE TABLE call_signals (
  id bigserial PRIMARY KEY,
  session_id text NOT NULL REFERENCES call_sessions (id) ON DELETE CASCADE,
  to_user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX call_signals_session_idx ON call_signals (session_id);

-- A device's association with a person (POST /v2/sso/associations/register): the browser or
-- app keeps the guid and password and sends them as `credentials`.
CREATE TABLE sso_devices (
  device_id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  guid text NOT NULL UNIQUE,
  -- scrypt of the password with a salt of its own; the password is never stored.
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX sso_devices_user_idx ON sso_devices (user_id);

-- The messaging service's token of a device; a new one replaces the old.
CREATE TABLE push_tokens (
  device_id text PRIMARY KEY REFERENCES sso_devices (device_id) ON DELETE CASCADE,
  token text NOT NULL,
  device text NOT NULL,
  type text NOT NULL CHECK (type IN ('firebase')),
  updated_at timestamptz NOT NULL
);
