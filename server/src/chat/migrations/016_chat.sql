-- Chat: one-to-one channels inside a community (the channel's team), their members, messages,
-- reactions and uploaded files.

-- The account a "Message the staff" chat goes to; a community without one cannot take them.
ALTER TABLE communities ADD COLUMN chat_staff_user_id text REFERENCES users (id) ON DELETE SET NULL;

CREATE TABLE chat_channels (
  id text PRIMARY KEY,
  community_id text NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  -- The two members' ids, sorted and joined: one channel per pair and community.
  member_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (community_id, member_key)
);

CREATE TABLE chat_members (
  channel_id text NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Messages up to this id have been read by the member.
  last_read_id bigint NOT NULL DEFAULT 0,
  -- Hidden from the member's list until the next message.
  hidden boolean NOT NULL DEFAULT false,
  PRIMARY KEY (channel_id, user_id)
);

CREATE INDEX chat_members_user_idx ON chat_members (user_id);

CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  channel_id text NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL,
  -- The ids of its files (chat_files), in order.
  file_ids text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX chat_messages_channel_idx ON chat_messages (channel_id, id);

CREATE TABLE chat_reactions (
  message_id bigint NOT NULL REFERENCES chat_messages (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, user_id, type)
);

CREATE TABLE chat_files (
  id text PRIMARY KEY,
  channel_id text NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- As the content shows it, not as the sender named it.
  mime text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX chat_files_channel_idx ON chat_files (channel_id);
