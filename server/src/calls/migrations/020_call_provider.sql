-- Who connects a call: the portal's own rooms (browser WebRTC, signalled by the server) or
-- OpenTok, as the community was configured when the call was made. An OpenTok call's id is
-- OpenTok's session id.
ALTER TABLE call_sessions
  ADD COLUMN provider text NOT NULL DEFAULT 'webrtc' CHECK (provider IN ('webrtc', 'opentok'));

-- The push tokens of a device the messaging service no longer knows are dropped by token.
CREATE INDEX push_tokens_token_idx ON push_tokens (token);
