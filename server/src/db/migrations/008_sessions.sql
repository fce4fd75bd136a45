-- Portal sessions: every bearer token names one (its sid claim), so a session can end before
-- its token expires (sign-out, a new password, a disabled or deleted Firebase account).
CREATE TABLE portal_sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  firebase_uid text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- When the Firebase account was last seen enabled.
  checked_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE INDEX portal_sessions_user_idx ON portal_sessions (user_id);
