-- Who a session's caller is (their session, kind of account, role, hidden fields and
-- communities) is kept per session between its requests (sessionCaller, topic `caller`): a
-- change of any of these tells every API process to read it again. Its notice names the person
-- where the others name a community (portal_answers_changed, migration 023).
CREATE FUNCTION caller_rows_changed() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM portal_answers_changed('caller', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM portal_answers_changed('caller', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;

-- A new session is read when first used: only a session that changes or goes needs a notice.
CREATE TRIGGER portal_sessions_caller_changed AFTER UPDATE OR DELETE ON portal_sessions
  FOR EACH ROW EXECUTE FUNCTION caller_rows_changed('user_id');
CREATE TRIGGER users_caller_changed
  AFTER UPDATE OF id, user_type, roles, hidden_fields OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION caller_rows_changed('id');
CREATE TRIGGER user_communities_caller_changed
  AFTER INSERT OR UPDATE OF user_id, community_id OR DELETE ON user_communities
  FOR EACH ROW EXECUTE FUNCTION caller_rows_changed('user_id');
