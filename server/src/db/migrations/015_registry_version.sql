-- A counter of changes to what the registry answers, moved by every change however it is made:
-- an API process keeps registry answers only while the counter it read them at still holds.
CREATE TABLE registry_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);
INSERT INTO registry_version (version) VALUES (1);

CREATE FUNCTION registry_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE registry_version SET version = version + 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER area_releases_changed AFTER INSERT OR UPDATE OR DELETE ON area_releases
  FOR EACH STATEMENT EXECUTE FUNCTION registry_changed();
CREATE TRIGGER area_promotions_changed AFTER INSERT OR UPDATE OR DELETE ON area_promotions
  FOR EACH STATEMENT EXECUTE FUNCTION registry_changed();
CREATE TRIGGER community_areas_changed AFTER INSERT OR UPDATE OR DELETE ON community_areas
  FOR EACH STATEMENT EXECUTE FUNCTION registry_changed();
-- TRUNCATE fires no row or statement triggers of the kinds above (a reset of the demo data).
CREATE TRIGGER area_releases_truncated AFTER TRUNCATE ON area_releases
  FOR EACH STATEMENT EXECUTE FUNCTION registry_changed();
CREATE TRIGGER area_promotions_truncated AFTER TRUNCATE ON area_promotions
  FOR EACH STATEMENT EXECUTE FUNCTION registry_changed();
CREATE TRIGGER community_areas_truncated AFTER TRUNCATE ON community_areas
  FOR EACH STATEMENT EXECUTE FUNCTION registry_changed();
