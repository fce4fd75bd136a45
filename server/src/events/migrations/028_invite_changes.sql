-- The event answers kept for everyone hold every pending invite and name everyone who signed
-- up: an invite written, answered or taken away, a person's name, or their directory opt-out
-- changing reads them again (portal_answers_changed, migration 023; a sign-in alone does not,
-- as in migration 027).
CREATE TRIGGER event_invites_changed AFTER INSERT OR UPDATE OR DELETE ON event_invites
  FOR EACH ROW EXECUTE FUNCTION event_rows_changed();
CREATE TRIGGER users_events_changed AFTER UPDATE ON users
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - '{recent_login,previous_login,firebase_uid}'::text[])
        IS DISTINCT FROM (to_jsonb(NEW) - '{recent_login,previous_login,firebase_uid}'::text[]))
  EXECUTE FUNCTION user_rows_changed('id', 'events');
CREATE TRIGGER user_communities_events_changed
  AFTER INSERT OR UPDATE OR DELETE ON user_communities
  FOR EACH ROW EXECUTE FUNCTION community_rows_changed('events');
