import { primaryRole, type Role, type UserType } from '@portal/contracts';
import type { Db } from '../db/database.ts';

/** A home system as the server keeps it; its credential fields may be missing. */
export interface HomeSystemRow {
  id: string;
  analyticsId: string | null;
  ctoken: string | null;
  password: string | null;
  username: string | null;
  systemStatus: string;
  /** The apartment's own controller, or null for the default one. */
  controllerUrl: string | null;
}

/** Who asks for home controls: their role, whether they belong to a community, their system. */
export interface HomeControlsCaller {
  role: Role;
  isMember: boolean;
  system: HomeSystemRow | null;
}

/**
 * The caller's role and home system (a Deployed one before any other), and whether they belong
 * to `communityId` (always true when none is given); null for an unknown user. One statement.
 */
export async function findHomeControlsCaller(
  db: Db,
  userId: string,
  communityId: string | null,
): Promise<HomeControlsCaller | null> {
  const [row] = await db.query<{
    roles: string[];
    user_type: UserType;
    is_member: boolean;
    system: HomeSystemRow | null;
  }>(
    `SELECT u.roles, u.user_type,
            ($2::text IS NULL OR EXISTS (SELECT 1 FROM user_communities uc
                                          WHERE uc.user_id = u.id AND uc.community_id = $2))
              AS is_member,
            (SELECT json_build_object('id', h.id, 'analyticsId', h.analytics_id,
                                      'ctoken', h.ctoken, 'password', h.password,
                                      'username', h.username, 'systemStatus', h.system_status,
                                      'controllerUrl', h.controller_url)
               FROM home_systems h
              WHERE h.user_id = u.id
              ORDER BY (h.system_status = 'Deployed') DESC, h.id
              LIMIT 1) AS system
       FROM users u
      WHERE u.id = $1`,
    [userId, communityId],
  );
  if (!row) return null;
  return {
    role: primaryRole(row.roles, row.user_type),
    isMember: row.is_member,
    system: row.system,
  };
}
