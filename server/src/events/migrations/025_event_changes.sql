-- Events, their calendars, links, places online and sign-ups changed: the community's event
-- answers are read again (portal_answers_changed, migration 023).
CREATE TRIGGER events_changed AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION community_rows_changed('events');
CREATE TRIGGER event_calendars_changed AFTER INSERT OR UPDATE OR DELETE ON event_calendars
  FOR EACH ROW EXECUTE FUNCTION community_rows_changed('events');

-- For the tables with an event_id column.
CREATE FUNCTION event_rows_changed() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM portal_answers_changed('events', e.community_id) FROM events e WHERE e.id = OLD.event_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM portal_answers_changed('events', e.community_id) FROM events e WHERE e.id = NEW.event_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER event_rsvps_changed AFTER INSERT OR UPDATE OR DELETE ON event_rsvps
  FOR EACH ROW EXECUTE FUNCTION event_rows_changed();
CREATE TRIGGER event_calendar_links_changed AFTER INSERT OR UPDATE OR DELETE ON event_calendar_links
  FOR EACH ROW EXECUTE FUNCTION event_rows_changed();
CREATE TRIGGER virtual_event_destinations_changed
  AFTER INSERT OR UPDATE OR DELETE ON virtual_event_destinations
  FOR EACH ROW EXECUTE FUNCTION event_rows_changed();

CREATE FUNCTION event_care_settings_changed() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM portal_answers_changed('events', c.community_id)
       FROM event_calendars c WHERE c.id = OLD.calendar_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM portal_answers_changed('events', c.community_id)
       FROM event_calendars c WHERE c.id = NEW.calendar_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER event_calendar_care_settings_changed
  AFTER INSERT OR UPDATE OR DELETE ON event_calendar_care_settings
  FOR EACH ROW EXECUTE FUNCTION event_care_settings_changed();
