-- Restaurants, menus, their sections and dishes changed: the community's dining answers are
-- read again (portal_answers_changed, migration 023).
CREATE TRIGGER restaurants_changed AFTER INSERT OR UPDATE OR DELETE ON restaurants
  FOR EACH ROW EXECUTE FUNCTION community_rows_changed('dining');
CREATE TRIGGER menu_items_changed AFTER INSERT OR UPDATE OR DELETE ON menu_items
  FOR EACH ROW EXECUTE FUNCTION community_rows_changed('dining');

-- The community of a menu row, a section row or a served dish (by its section).
CREATE FUNCTION menu_community(menu_id text) RETURNS text LANGUAGE sql STABLE
  SET search_path FROM CURRENT AS $$
  SELECT r.community_id FROM menus m JOIN restaurants r ON r.id = m.restaurant_id
   WHERE m.id = menu_id
$$;

CREATE FUNCTION menu_rows_changed() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
DECLARE
  old_menu text;
  new_menu text;
BEGIN
  IF TG_TABLE_NAME = 'menus' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM portal_answers_changed('dining', r.community_id)
         FROM restaurants r WHERE r.id = OLD.restaurant_id;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM portal_answers_changed('dining', r.community_id)
         FROM restaurants r WHERE r.id = NEW.restaurant_id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'menu_sections' THEN
    IF TG_OP <> 'INSERT' THEN old_menu := OLD.menu_id; END IF;
    IF TG_OP <> 'DELETE' THEN new_menu := NEW.menu_id; END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN
      SELECT s.menu_id INTO old_menu FROM menu_sections s WHERE s.id = OLD.section_id;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      SELECT s.menu_id INTO new_menu FROM menu_sections s WHERE s.id = NEW.section_id;
    END IF;
  END IF;
  PERFORM portal_answers_changed('dining', menu_community(old_menu));
  PERFORM portal_answers_changed('dining', menu_community(new_menu));
  RETURN NULL;
END
$$;

CREATE TRIGGER menus_changed AFTER INSERT OR UPDATE OR DELETE ON menus
  FOR EACH ROW EXECUTE FUNCTION menu_rows_changed();
CREATE TRIGGER menu_sections_changed AFTER INSERT OR UPDATE OR DELETE ON menu_sections
  FOR EACH ROW EXECUTE FUNCTION menu_rows_changed();
CREATE TRIGGER menu_section_items_changed AFTER INSERT OR UPDATE OR DELETE ON menu_section_items
  FOR EACH ROW EXECUTE FUNCTION menu_rows_changed();
