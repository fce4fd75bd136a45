import {
  type EntityState,
  type Scene,
  type SceneAction,
  type SceneDraft,
  type SceneWhen,
  withinHours,
} from '@portal/contracts';
import { haTimestamp } from './haTime.ts';
import type { DeviceDefinition } from './homeDefinition.ts';
import type { WallClock } from './wallClock.ts';

type StateLike = Pick<EntityState, 'entity_id' | 'state' | 'attributes'>;

/**
 * The scenes a change of one entity sets off. `minutes` is the time of day on the controller's
 * wall clock (for advanced scenes). `old` is null for a new entity, `next` null for a removed one.
 */
export function scenesSetOffBy(
  scenes: readonly Scene[],
  old: StateLike | null,
  next: StateLike | null,
  minutes: number,
): Scene[] {
  if (!next) return [];
  return scenes.filter((scene) => {
    const when = scene.when;
    if (when.kind === 'timed' || when.entityId !== next.entity_id) return false;
    if (when.kind === 'temperature') return crossed(when, old, next);
    const became = next.state === when.to && old?.state !== when.to;
    return became && (when.kind === 'trigger' || withinHours(minutes, when.after, when.before));
  });
}

function crossed(
  when: Extract<SceneWhen, { kind: 'temperature' }>,
  old: StateLike | null,
  next: StateLike,
): boolean {
  const before = Number(old?.attributes.current_temperature);
  const after = Number(next.attributes.current_temperature);
  if (!Number.isFinite(before) || !Number.isFinite(after)) return false;
  return when.direction === 'above'
    ? before <= when.value && after > when.value
    : before >= when.value && after < when.value;
}

/** The timed scenes due at this minute of the controller's wall clock. */
export function timedScenesDue(scenes: readonly Scene[], wall: WallClock): Scene[] {
  return scenes.filter(
    (scene) =>
      scene.when.kind === 'timed' &&
      scene.when.at === wall.time &&
      scene.when.days.includes(wall.weekday),
  );
}

/** The scene's fields only, tidied, so that nothing else a client sends is kept. */
export function cleanScene(draft: SceneDraft, id: string, lastRun: string | null): Scene {
  return {
    id,
    name: draft.name.trim(),
    when: cleanWhen(draft.when),
    actions: draft.actions.map(cleanAction),
    lastRun,
  };
}

function cleanWhen(when: SceneWhen): SceneWhen {
  switch (when.kind) {
    case 'timed':
      return { kind: 'timed', at: when.at, days: [...new Set(when.days)].sort((a, b) => a - b) };
    case 'trigger':
      return { kind: 'trigger', entityId: when.entityId, to: when.to };
    case 'temperature':
      return {
        kind: 'temperature',
        entityId: when.entityId,
        direction: when.direction,
        value: when.value,
      };
    case 'advanced':
      return {
        kind: 'advanced',
        entityId: when.entityId,
        to: when.to,
        after: when.after,
        before: when.before,
      };
  }
}

function cleanAction(action: SceneAction): SceneAction {
  const clean: SceneAction = { entityId: action.entityId, service: action.service };
  if (action.data && Object.keys(action.data).length > 0) clean.data = { ...action.data };
  return clean;
}

// Each scene is also an automation entity, as Home Assistant lists its automations.

export const AUTOMATION_DOMAIN = 'automation';

/** A free `automation.<slug>` id for a scene name. */
export function automationEntityId(name: string, taken: ReadonlySet<string>): string {
  const slug =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'scene';
  let entityId = `${AUTOMATION_DOMAIN}.${slug}`;
  for (let suffix = 2; taken.has(entityId); suffix += 1) {
    entityId = `${AUTOMATION_DOMAIN}.${slug}_${suffix}`;
  }
  return entityId;
}

export function automationDevice(scene: Scene, entityId: string): DeviceDefinition {
  return {
    entity_id: entityId,
    state: 'on',
    // `id` is the automation's own id in Home Assistant too: here, the scene's.
    attributes: {
      id: scene.id,
      last_triggered: scene.lastRun && haTimestamp(new Date(scene.lastRun)),
      mode: 'single',
      current: 0,
      friendly_name: scene.name,
    },
  };
}

/** The scene an automation entity stands for. */
export function sceneIdOf(entity: StateLike): string | null {
  return entity.entity_id.startsWith(`${AUTOMATION_DOMAIN}.`) &&
    typeof entity.attributes.id === 'string'
    ? entity.attributes.id
    : null;
}
