-- POST /search matches only what others may see of a person (spec 6). What that is depends on
-- the person alone, not on who searches, so it is kept as a column with its own index: a
-- search reads it instead of building it for every candidate. It must say exactly what the
-- people search (peopleSearch.ts) shows a viewer who is not the person; only a person's own
-- values, hidden ones too, are built when they search.
ALTER TABLE users ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
  to_tsvector('simple',
    first_name || ' ' || last_name || ' ' ||
    CASE WHEN NOT 'profile' = ANY(hidden_fields) AND NOT 'primaryPhone' = ANY(hidden_fields)
         THEN coalesce(primary_phone, phone_number, '') || ' ' ||
              regexp_replace(coalesce(primary_phone, phone_number, ''), '[^0-9 ]', '', 'g')
         ELSE '' END || ' ' ||
    CASE WHEN NOT 'profile' = ANY(hidden_fields) THEN coalesce(biography, '') ELSE '' END || ' ' ||
    CASE WHEN NOT 'profile' = ANY(hidden_fields) AND NOT 'email' = ANY(hidden_fields)
         THEN coalesce(email, '') || ' ' || regexp_replace(coalesce(email, ''), '[^[:alnum:]]+', ' ', 'g')
         ELSE '' END || ' ' ||
    CASE WHEN user_type = 'Resident' AND NOT 'profile' = ANY(hidden_fields)
         THEN coalesce(address, '') ELSE '' END || ' ' ||
    CASE WHEN user_type = 'Staff'
         THEN coalesce(job_title, '') || ' ' || coalesce(department, '') ELSE '' END)
) STORED;

-- People are read far more often than they change: each change goes straight into the index
-- rather than into a list every search would read until the next vacuum.
CREATE INDEX users_search_document_idx ON users USING gin (search_document) WITH (fastupdate = off);

-- Every value of a person, indexed for the search's first pass (migration 005); no longer asked.
DROP INDEX users_search_idx;
