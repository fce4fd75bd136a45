-- People search: full-text indexes over what the directory and POST /search match.
-- Queries repeat these expressions exactly so the planner can use the indexes; the privacy
-- rules are applied on top (a hidden value never matches for anyone but its owner).

CREATE INDEX users_name_search_idx ON users USING gin (
  to_tsvector('simple', first_name || ' ' || last_name || ' ' || coalesce(preferred_name, ''))
);

CREATE INDEX users_search_idx ON users USING gin (
  to_tsvector('simple',
    first_name || ' ' || last_name || ' ' ||
    coalesce(primary_phone, '') || ' ' || coalesce(phone_number, '') || ' ' ||
    regexp_replace(coalesce(primary_phone, '') || ' ' || coalesce(phone_number, ''), '[^0-9 ]', '', 'g') || ' ' ||
    coalesce(biography, '') || ' ' || coalesce(email, '') || ' ' ||
    regexp_replace(coalesce(email, ''), '[^[:alnum:]]+', ' ', 'g') || ' ' ||
    coalesce(address, '') || ' ' || coalesce(job_title, '') || ' ' || coalesce(department, ''))
);
