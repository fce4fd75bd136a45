-- POST /search matches a post's title and the text of its body (feedSearch.ts). Kept as a
-- column with its own index, a search reads only the posts that match, not the words of every
-- post of the community; the index takes each change at once, as the people's does (031).
ALTER TABLE feed_posts ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
  to_tsvector('simple', title || ' ' || coalesce(
    nullif(btrim(regexp_replace(regexp_replace(body, '<[^>]*>', ' ', 'g'), '\s+', ' ', 'g')), ''), ''))
) STORED;

CREATE INDEX feed_posts_search_document_idx ON feed_posts USING gin (search_document)
  WITH (fastupdate = off);
