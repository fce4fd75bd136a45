-- POST /search matches an event's name, description and location (eventsSearch.ts), from this
-- column and its index, as posts (032) and people (031) are matched.
ALTER TABLE events ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
  to_tsvector('simple', name || ' ' || coalesce(description, '') || ' ' || coalesce(location, ''))
) STORED;

CREATE INDEX events_search_document_idx ON events USING gin (search_document)
  WITH (fastupdate = off);
