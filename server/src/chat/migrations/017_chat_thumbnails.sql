-- Pictures get a small copy for the conversation; the full picture opens on demand.
ALTER TABLE chat_files ADD COLUMN has_thumbnail boolean NOT NULL DEFAULT false;
