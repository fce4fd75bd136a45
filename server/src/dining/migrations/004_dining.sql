-- Dining: restaurants, their menus (each available for a window of days, to some audiences),
-- the menus' sections, and the dishes each section serves on each day.

CREATE TABLE restaurants (
  id text PRIMARY KEY,
  community_id text NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE INDEX restaurants_community_idx ON restaurants (community_id, sort_order);

CREATE TABLE menus (
  id text PRIMARY KEY,
  restaurant_id text NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- Days in the community's timezone, both included.
  start_date date NOT NULL,
  end_date date NOT NULL,
  -- Feed audiences (spec 6): who may see the menu.
  audiences text[] NOT NULL CHECK (audiences <@ ARRAY['Resident', 'Family']::text[]),
  sort_order integer NOT NULL DEFAULT 0,
  CHECK (start_date <= end_date)
);

CREATE INDEX menus_restaurant_idx ON menus (restaurant_id, start_date, end_date);

CREATE TABLE menu_sections (
  id text PRIMARY KEY,
  menu_id text NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE INDEX menu_sections_menu_idx ON menu_sections (menu_id, sort_order);

-- A community's dishes; a dish can be served in many sections and on many days.
CREATE TABLE menu_items (
  id text PRIMARY KEY,
  community_id text NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  -- [{ "name": "Calories", "value": "420" }, ...]
  nutrition_info jsonb NOT NULL DEFAULT '[]',
  -- [{ "type": "diet", "value": "Vegetarian" }, { "type": "allergen", "value": "Milk" }, ...]
  attributes jsonb NOT NULL DEFAULT '[]'
);

CREATE INDEX menu_items_community_idx ON menu_items (community_id);

-- What a section serves on a day, and under which category (e.g. Chef's Special).
CREATE TABLE menu_section_items (
  section_id text NOT NULL REFERENCES menu_sections (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES menu_items (id) ON DELETE CASCADE,
  served_on date NOT NULL,
  category text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (section_id, served_on, item_id)
);

CREATE INDEX menu_section_items_item_idx ON menu_section_items (item_id);
