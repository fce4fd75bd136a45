import type { Db } from '../db/database.ts';
import { isRecord } from '../http/requestInput.ts';

export const MAX_NAME_LENGTH = 200;
const MAX_PROPERTIES_BYTES = 16 * 1024;

export interface AnalyticsEvent {
  name: string;
  properties: Record<string, unknown>;
}

/** The event in a request body, or a reason it cannot be stored. */
export function parseAnalyticsEvent(body: unknown): AnalyticsEvent | { error: string } {
  const name = isRecord(body) && typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) return { error: 'name is required' };
  if (name.length > MAX_NAME_LENGTH)
    return { error: `name must have at most ${MAX_NAME_LENGTH} characters` };
  const properties = isRecord(body) ? (body.properties ?? {}) : {};
  if (!isRecord(properties)) return { error: 'properties must be an object' };
  if (Buffer.byteLength(JSON.stringify(properties)) > MAX_PROPERTIES_BYTES) {
    return { error: 'properties are too large' };
  }
  return { name, properties };
}

export async function storeAnalyticsEvent(
  db: Db,
  event: AnalyticsEvent,
  userId: string,
  communityId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO analytics_events (user_id, community_id, name, properties)
     VALUES ($1, (SELECT id FROM communities WHERE id = $2), $3, $4)`,
    [userId, communityId, event.name, JSON.stringify(event.properties)],
  );
}
