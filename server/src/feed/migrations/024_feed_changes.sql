-- A post written, changed or taken away: the community's feed answers are read again.
CREATE TRIGGER feed_posts_changed AFTER INSERT OR UPDATE OR DELETE ON feed_posts
  FOR EACH ROW EXECUTE FUNCTION community_rows_changed('feed');
