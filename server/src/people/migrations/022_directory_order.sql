-- The directory reads a page at a time in its order (last name, first name, id), going on after
-- the last person of the page before.
CREATE INDEX users_directory_order_idx ON users (lower(last_name), lower(first_name), id);
