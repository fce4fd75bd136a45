-- Tells every API process that rows an answer is made of have changed, so that the answers it
-- keeps for everyone (SharedAnswers) are read again: a NOTIFY on the schema's channel, sent
-- when the writing transaction commits, whoever wrote the rows. Identical notices of one
-- transaction are sent once. These functions run in the schema they were made in (SET
-- search_path FROM CURRENT), whatever the writer's search_path.
CREATE FUNCTION portal_answers_changed(topic text, community_id text) RETURNS void
LANGUAGE sql SET search_path FROM CURRENT AS $$
  SELECT pg_notify(
    CASE WHEN current_schema() = 'public' THEN 'portal_changes'
         ELSE left('portal_changes_' || current_schema(), 63) END,
    json_build_object('topic', topic, 'communityId', community_id)::text)
  WHERE community_id IS NOT NULL
$$;

-- For a table with a community_id column: its row written, changed or taken away changes the
-- answers of the topic named by the trigger's argument.
CREATE FUNCTION community_rows_changed() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM portal_answers_changed(TG_ARGV[0], OLD.community_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM portal_answers_changed(TG_ARGV[0], NEW.community_id); END IF;
  RETURN NULL;
END
$$;

-- A community's own row (its name, time zone, settings and flags).
CREATE FUNCTION communities_changed() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM portal_answers_changed('community', OLD.id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM portal_answers_changed('community', NEW.id); END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER communities_changed AFTER INSERT OR UPDATE OR DELETE ON communities
  FOR EACH ROW EXECUTE FUNCTION communities_changed();
