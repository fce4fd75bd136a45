-- The partner sites (origins, e.g. https://neighbours.example.org) allowed to embed a
-- community's portal areas through /embed.js: they may call the API for that community's people.
ALTER TABLE communities ADD COLUMN embed_origins text[] NOT NULL DEFAULT '{}';
