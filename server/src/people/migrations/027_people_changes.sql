-- People and their memberships changed: the community's directory answers are read again
-- (portal_answers_changed, migration 023).
CREATE TRIGGER user_communities_changed AFTER INSERT OR UPDATE OR DELETE ON user_communities
  FOR EACH ROW EXECUTE FUNCTION community_rows_changed('people');

-- Rows about a person changed (their own row, their relationships): the answers of the topics
-- named by the trigger's arguments after the first, in every community the person belongs to.
-- The first argument names the row's column that holds the person. A new person is in no
-- community until their membership is written, and a person taken away leaves their
-- memberships with them.
CREATE FUNCTION user_rows_changed() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
DECLARE
  person text;
  topic text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    person := to_jsonb(OLD) ->> TG_ARGV[0];
  ELSE
    person := to_jsonb(NEW) ->> TG_ARGV[0];
  END IF;
  FOREACH topic IN ARRAY TG_ARGV[1:] LOOP
    PERFORM portal_answers_changed(topic, uc.community_id)
       FROM user_communities uc WHERE uc.user_id = person;
  END LOOP;
  RETURN NULL;
END
$$;

-- Signing in only moves the login clock (and may bind the Firebase account): no answer about
-- people shows those, so they forget nothing.
CREATE TRIGGER users_changed AFTER UPDATE ON users
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - '{recent_login,previous_login,firebase_uid}'::text[])
        IS DISTINCT FROM (to_jsonb(NEW) - '{recent_login,previous_login,firebase_uid}'::text[]))
  EXECUTE FUNCTION user_rows_changed('id', 'people');

-- A contact's relationship is shown beside them in the directory.
CREATE TRIGGER contact_relationships_changed
  AFTER INSERT OR UPDATE OR DELETE ON contact_relationships
  FOR EACH ROW EXECUTE FUNCTION user_rows_changed('contact_id', 'people');
