-- Where an apartment's home controller is (a community may give each apartment its own Home
-- Assistant). NULL: the server's default controller base, HOME_CONTROLLER_URL.
ALTER TABLE home_systems
  ADD COLUMN controller_url text CHECK (controller_url ~ '^https?://\S+$');
