-- Request counters of the rate limits, kept in the database so that every API process counts
-- the same requests (server/src/http/rateLimits.ts).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  current integer NOT NULL,
  reset_at timestamptz NOT NULL
);
