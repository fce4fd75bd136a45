-- The directory opt-out belongs to a membership, not to the person: a resident of two
-- communities may leave the directory of one (where the community allows opting out) and stay
-- in the other. Each membership starts with the person's earlier choice, so nobody who had
-- opted out appears anywhere they did not before.
ALTER TABLE user_communities ADD COLUMN opt_out_of_directory boolean NOT NULL DEFAULT false;

UPDATE user_communities uc
   SET opt_out_of_directory = true
  FROM users u
 WHERE u.id = uc.user_id AND u.opt_out_of_directory;

ALTER TABLE users DROP COLUMN opt_out_of_directory;
