-- The library: posts with their tags and assets, the files they show, forms, form
-- submissions and shortcuts. Everything hangs off a community.

CREATE TABLE feed_tags (
  community_id text NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('Notice', 'Photo', 'Resource', 'Video', 'Menu', 'Request')),
  name text NOT NULL CHECK (name <> '' AND lower(name) <> 'all'),
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (community_id, category, name)
);

CREATE TABLE feed_posts (
  id text PRIMARY KEY,
  community_id text NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  category text NOT NULL,
  tag text NOT NULL,
  title text NOT NULL,
  start_date timestamptz NOT NULL,
  author text,
  -- Rich text (HTML) as authored; clients sanitise it before showing it.
  body text NOT NULL DEFAULT '',
  -- Who may read it (spec 6): any of 'Resident', 'Family'.
  audiences text[] NOT NULL CHECK (audiences <@ ARRAY['Resident', 'Family']::text[]),
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive')),
  -- [{ name, preview, type: Photo|Web|Pdf|Form, url, details }] with v3 content paths.
  assets jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (community_id, category, tag) REFERENCES feed_tags (community_id, category, name)
);

-- What's New and every tag page read newest first by (start_date, id) keyset.
CREATE INDEX feed_posts_recent_idx ON feed_posts (community_id, status, start_date DESC, id DESC);
CREATE INDEX feed_posts_tag_idx ON feed_posts (community_id, category, tag, start_date DESC, id DESC);

CREATE TABLE feed_files (
  name text PRIMARY KEY,
  content_type text NOT NULL,
  data bytea NOT NULL
);

CREATE TABLE feed_forms (
  id text PRIMARY KEY,
  -- NULL: the local sample form, available in every community.
  community_id text REFERENCES communities (id) ON DELETE CASCADE,
  name text NOT NULL,
  schema jsonb NOT NULL
);

CREATE TABLE form_submissions (
  id text PRIMARY KEY,
  form_id text NOT NULL REFERENCES feed_forms (id) ON DELETE CASCADE,
  community_id text NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  data jsonb NOT NULL,
  status text NOT NULL DEFAULT 'Submitted',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX form_submissions_form_idx ON form_submissions (form_id, created_at DESC);

CREATE TABLE shortcuts (
  id text PRIMARY KEY,
  community_id text NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  position integer NOT NULL,
  -- 'section' starts a group; 'link' is a shortcut inside the current group.
  type text NOT NULL CHECK (type IN ('section', 'link')),
  name text NOT NULL,
  icon text,
  link text,
  UNIQUE (community_id, position)
);

-- The local sample Maintenance form: FeedItem answers one hard-coded id with it (spec 7).
INSERT INTO feed_forms (id, community_id, name, schema) VALUES ('maintenance-request', NULL, 'Maintenance Request', '{
  "title": "Maintenance Request",
  "description": "Tell the maintenance team what needs fixing. We will contact you to arrange a visit.",
  "type": "object",
  "required": ["location", "issue", "description"],
  "properties": {
    "location": { "type": "string", "title": "Where is the problem?", "minLength": 2, "maxLength": 120 },
    "issue": {
      "type": "string",
      "title": "What kind of problem is it?",
      "enum": ["Plumbing", "Electrical", "Heating or cooling", "Appliance", "Door or lock", "Other"]
    },
    "description": { "type": "string", "title": "Please describe it", "minLength": 10, "maxLength": 2000 },
    "bestTime": { "type": "string", "title": "Best time to visit", "enum": ["Morning", "Afternoon", "Any time"] },
    "enterWhenAway": { "type": "boolean", "title": "Staff may enter when I am away", "default": false }
  },
  "additionalProperties": false
}');
