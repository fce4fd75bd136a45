-- People and their memberships changed: the community's directory answers are read again
-- (portal_answers_changed, migration 023).
CREATE TRIGGER user_communities_changed AFTER INSERT OR UPDATE OR DELETE ON user_communities
  FOR EACH ROW EXECUTE FUNCTION community_rows_changed('people');

-- A person's own row changed (names, photo, privacy): the answers of the topics named by the
-- trigger's arguments, in every community they belong to. A new person is in no community until
-- their membership is written, and a person taken away leaves their memberships with them.
CREATE FUNCTION user_rows_changed() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
DECLARE
  topic text;
BEGIN
  FOREACH topic IN ARRAY TG_ARGV LOOP
    PERFORM portal_answers_changed(topic, uc.community_id)
       FROM user_communities uc WHERE uc.user_id = NEW.id;
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_changed AFTER UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION user_rows_changed('people');
