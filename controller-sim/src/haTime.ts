import { randomUUID } from 'node:crypto';

/** Who caused a change, as Home Assistant tells it in states and events. */
export interface HaContext {
  id: string;
  parent_id: string | null;
  user_id: null;
}

/** An instant the way Home Assistant writes it (`…+00:00` rather than `…Z`). */
export function haTimestamp(instant: Date): string {
  return instant.toISOString().replace('Z', '+00:00');
}

/** Home Assistant context ids are 26-character ULIDs; a random id of that shape does here. */
export function newContext(parentId: string | null = null): HaContext {
  const id = randomUUID().replaceAll('-', '').slice(0, 26).toUpperCase();
  return { id, parent_id: parentId, user_id: null };
}
