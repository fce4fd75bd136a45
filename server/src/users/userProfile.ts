import type { UserType } from '@portal/contracts';
import type { CommunitySettings } from '../communities/communityTypes.ts';
import type { Db } from '../db/database.ts';

export interface RoomRef {
  _id: string;
  name: string;
}

export interface ProfileCommunity {
  _id: string;
  name: string;
  timezone: string;
  settings: Partial<CommunitySettings>;
}

export interface ProfileAddressBook {
  name: string;
  contacts: { contactId: string; type: string; phoneNumbers: string[]; name: string }[];
  rooms: RoomRef[];
}

/** One user with everything the profile shows, as one SQL row. */
export interface UserProfileRow {
  id: string;
  user_type: UserType;
  roles: string[];
  first_name: string;
  last_name: string;
  preferred_name: string | null;
  email: string | null;
  profile_image: string | null;
  thumbnail: string | null;
  image: string | null;
  biography: string | null;
  /** The directory opt-out of the membership of the requested community. */
  opt_out_of_directory: boolean;
  hidden_fields: string[];
  primary_phone: string | null;
  family: boolean;
  address: string | null;
  building: string | null;
  phone_number: string | null;
  secondary_phone: string | null;
  birthdate: string | null;
  has_alexa_device: boolean | null;
  care_setting: string | null;
  job_title: string | null;
  department: string | null;
  recent_login: Date | string | null;
  previous_login: Date | string | null;
  relationship: string | null;
  rooms: RoomRef[];
  communities: RoomRef[];
  /** Null when the user does not belong to the requested community. */
  community: ProfileCommunity | null;
  home_system: { _id: string; systemStatus: string } | null;
  alexa_address_book: ProfileAddressBook | null;
}

// One statement with correlated subqueries: the whole profile costs a single round trip.
const PROFILE_SQL = `
SELECT u.id, u.user_type, u.roles, u.first_name, u.last_name, u.preferred_name, u.email,
       u.profile_image, u.thumbnail, u.image, u.biography,
       coalesce((SELECT uc.opt_out_of_directory FROM user_communities uc
                  WHERE uc.user_id = u.id AND uc.community_id = $2), false) AS opt_out_of_directory,
       u.hidden_fields, u.primary_phone, u.family, u.address, u.building, u.phone_number,
       u.secondary_phone, to_char(u.birthdate, 'YYYY-MM-DD') AS birthdate, u.has_alexa_device,
       u.care_setting, u.job_title, u.department, u.recent_login, u.previous_login,
       (SELECT cr.relationship
          FROM contact_relationships cr
          LEFT JOIN user_communities rc ON rc.user_id = cr.resident_id AND rc.community_id = $2
         WHERE cr.contact_id = u.id
         ORDER BY (rc.user_id IS NOT NULL) DESC, cr.is_primary DESC, cr.created_at, cr.resident_id
         LIMIT 1) AS relationship,
       (SELECT coalesce(json_agg(json_build_object('_id', r.id, 'name', r.name)
                                 ORDER BY (r.community_id = $2) DESC, r.name), '[]'::json)
          FROM user_rooms ur JOIN rooms r ON r.id = ur.room_id
         WHERE ur.user_id = u.id) AS rooms,
       (SELECT coalesce(json_agg(json_build_object('_id', c.id, 'name', c.name)
                                 ORDER BY (c.id = u.primary_community_id) DESC, c.name), '[]'::json)
          FROM user_communities uc JOIN communities c ON c.id = uc.community_id
         WHERE uc.user_id = u.id) AS communities,
       (SELECT json_build_object('_id', c.id, 'name', c.name, 'timezone', c.timezone,
                                 'settings', c.settings)
          FROM user_communities uc JOIN communities c ON c.id = uc.community_id
         WHERE uc.user_id = u.id AND uc.community_id = $2) AS community,
       (SELECT json_build_object('_id', h.id, 'systemStatus', h.system_status)
          FROM home_systems h
         WHERE h.user_id = u.id
         ORDER BY (h.system_status = 'Deployed') DESC, h.id
         LIMIT 1) AS home_system,
       (SELECT json_build_object(
                 'name', b.name,
                 'contacts', (SELECT coalesce(json_agg(json_build_object(
                                       'contactId', ac.contact_id, 'type', ac.type,
                                       'phoneNumbers', ac.phone_numbers, 'name', ac.name)
                                     ORDER BY ac.id), '[]'::json)
                                FROM alexa_contacts ac WHERE ac.address_book_id = b.id),
                 'rooms', json_build_array(json_build_object('_id', r.id, 'name', r.name)))
          FROM user_rooms ur
          JOIN rooms r ON r.id = ur.room_id
          JOIN alexa_address_books b ON b.room_id = r.id
         WHERE ur.user_id = u.id
         ORDER BY (r.community_id = $2) DESC, r.name
         LIMIT 1) AS alexa_address_book
  FROM users u
 WHERE u.id = $1`;

/** The user's profile as seen in one community; null when there is no such user. */
export async function loadUserProfile(
  db: Db,
  userId: string,
  communityId: string,
): Promise<UserProfileRow | null> {
  const [row] = await db.query<UserProfileRow>(PROFILE_SQL, [userId, communityId]);
  return row ?? null;
}
