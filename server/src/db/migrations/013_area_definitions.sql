-- A release records the definition its area was built from (its `area.json`: paths, access,
-- platform range, navigation, titles, links). The registry reads the rules from it and hands it
-- to the shell, so the columns it replaces go. Releases recorded before this have none and are
-- left out of the registry until released again; the local builds are recorded at every start.
ALTER TABLE area_releases ADD COLUMN definition jsonb NULL;
ALTER TABLE area_releases
  DROP COLUMN paths,
  DROP COLUMN roles,
  DROP COLUMN flag,
  DROP COLUMN requires_home_system,
  DROP COLUMN platform;
