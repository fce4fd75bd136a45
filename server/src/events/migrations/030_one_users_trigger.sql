-- Migrations 027 (people) and 028 (events) each put the same condition on a trigger of their
-- own on users: one trigger now tells both topics (user_rows_changed, migration 027).
DROP TRIGGER users_changed ON users;
DROP TRIGGER users_events_changed ON users;
CREATE TRIGGER users_changed AFTER UPDATE ON users
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - '{recent_login,previous_login,firebase_uid}'::text[])
        IS DISTINCT FROM (to_jsonb(NEW) - '{recent_login,previous_login,firebase_uid}'::text[]))
  EXECUTE FUNCTION user_rows_changed('id', 'people', 'events');
