-- Bearer tokens last 15 minutes; a session's refresh token (kept here only as a hash) gets the
-- next one while the session holds. The token's claims are kept so a refresh can sign it.
ALTER TABLE portal_sessions ADD COLUMN refresh_hash text;
ALTER TABLE portal_sessions ADD COLUMN community_id text;
ALTER TABLE portal_sessions ADD COLUMN user_type text;
