-- Communities, people and how they relate.

CREATE TABLE communities (
  id text PRIMARY KEY,
  name text NOT NULL,
  timezone text NOT NULL,
  settings jsonb NOT NULL DEFAULT '{}',
  flags jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id text PRIMARY KEY,
  user_type text NOT NULL CHECK (user_type IN ('Resident', 'Contact', 'Staff')),
  -- roles[1] (the first) decides what the user may do.
  roles text[] NOT NULL CHECK (cardinality(roles) > 0),
  first_name text NOT NULL,
  last_name text NOT NULL,
  preferred_name text,
  email text,
  firebase_uid text UNIQUE,
  primary_community_id text NOT NULL REFERENCES communities (id),
  profile_image text,
  thumbnail text,
  image text,
  biography text,
  opt_out_of_directory boolean NOT NULL DEFAULT false,
  hidden_fields text[] NOT NULL DEFAULT '{}',
  primary_phone text,
  family boolean NOT NULL DEFAULT false,
  -- Residents
  address text,
  building text,
  phone_number text,
  secondary_phone text,
  birthdate date,
  has_alexa_device boolean,
  care_setting text,
  -- Staff
  job_title text,
  department text,
  recent_login timestamptz,
  previous_login timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

CREATE TABLE user_communities (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  community_id text NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, community_id)
);

CREATE INDEX user_communities_community_idx ON user_communities (community_id);

CREATE TABLE rooms (
  id text PRIMARY KEY,
  community_id text NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  name text NOT NULL,
  building text,
  UNIQUE (community_id, name)
);

CREATE TABLE user_rooms (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  room_id text NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, room_id)
);

CREATE INDEX user_rooms_room_idx ON user_rooms (room_id);

CREATE TABLE contact_relationships (
  contact_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resident_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  relationship text NOT NULL CHECK (relationship IN (
    'Spouse', 'Sibling', 'Son', 'Daughter', 'Grandson', 'Granddaughter', 'Friend', 'Other', 'In_Laws'
  )),
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (contact_id, resident_id)
);

CREATE INDEX contact_relationships_resident_idx ON contact_relationships (resident_id);

CREATE TABLE home_systems (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  analytics_id text,
  ctoken text,
  password text,
  username text,
  system_status text NOT NULL
);

CREATE INDEX home_systems_user_idx ON home_systems (user_id);

-- The voice-assistant address book belongs to a room.
CREATE TABLE alexa_address_books (
  id text PRIMARY KEY,
  room_id text NOT NULL UNIQUE REFERENCES rooms (id) ON DELETE CASCADE,
  name text NOT NULL
);

CREATE TABLE alexa_contacts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  address_book_id text NOT NULL REFERENCES alexa_address_books (id) ON DELETE CASCADE,
  contact_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('pstn', 'reciprocal')),
  phone_numbers text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  UNIQUE (address_book_id, name)
);

-- Mail the portal sends; a mail relay (or a developer, locally) reads it from here.
CREATE TABLE mail_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE INDEX mail_outbox_to_idx ON mail_outbox (lower(to_email), created_at DESC);

CREATE TABLE password_reset_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  failed_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX password_reset_codes_user_idx ON password_reset_codes (user_id, created_at DESC);

CREATE TABLE analytics_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  community_id text REFERENCES communities (id) ON DELETE SET NULL,
  name text NOT NULL,
  properties jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX analytics_events_name_idx ON analytics_events (name, created_at);
