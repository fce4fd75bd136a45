-- Wellness (spec 3, 7): a resident's own wellness account, the sources connected to it and the
-- values they delivered. Days are the community's calendar days.

CREATE TABLE wellness_accounts (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  height_cm double precision CHECK (height_cm > 0),
  weight_kg double precision CHECK (weight_kg > 0),
  birthdate date,
  gender text CHECK (gender IN ('female', 'male', 'other')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE wellness_sources (
  user_id text NOT NULL REFERENCES wellness_accounts (user_id) ON DELETE CASCADE,
  data_source text NOT NULL,
  platform text NOT NULL CHECK (platform IN ('web', 'ios', 'android')),
  connected_at timestamptz NOT NULL,
  -- A web source's simulated readings are delivered up to this day (null: it delivers none).
  delivered_through date,
  PRIMARY KEY (user_id, data_source)
);

-- The key serves every read: one person, one type, a span of days.
CREATE TABLE wellness_daily_values (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  day date NOT NULL,
  data_source text NOT NULL,
  value double precision NOT NULL,
  PRIMARY KEY (user_id, type, day, data_source)
);

CREATE TABLE wellness_values (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  measured_at timestamptz NOT NULL,
  -- The community's calendar day of measured_at, fixed when the reading arrives.
  day date NOT NULL,
  data_source text NOT NULL,
  value double precision NOT NULL,
  PRIMARY KEY (user_id, type, measured_at, data_source)
);
