import { randomUUID, timingSafeEqual } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { type EntityState, type Scene, type SceneDraft, sceneProblem } from '@portal/contracts';
import { CommandError, invalidFormat } from './commandError.ts';
import {
  isDeviceService,
  levelToRemember,
  serviceOutcome,
  stateReachedAtDevice,
} from './deviceServices.ts';
import { driftedRoomTemperature, withHvacAction } from './deviceTemplates.ts';
import { haConfig } from './haConfig.ts';
import { type HaContext, haTimestamp, newContext } from './haTime.ts';
import type { DeviceDefinition, HomeDefinition } from './homeDefinition.ts';
import { HomeStore, type StoredHome } from './homeStore.ts';
import {
  AUTOMATION_DOMAIN,
  automationDevice,
  automationEntityId,
  cleanScene,
  sceneIdOf,
  scenesSetOffBy,
  timedScenesDue,
} from './sceneRules.ts';
import { Stall } from './stall.ts';
import { wallClockAt } from './wallClock.ts';

export type SimEntity = EntityState & { context?: HaContext };

export interface StateChangedEvent {
  event_type: 'state_changed';
  data: { entity_id: string; old_state: SimEntity | null; new_state: SimEntity | null };
  origin: 'LOCAL';
  time_fired: string;
  context: HaContext;
}

/** A client connection, as the controller sees it. */
export interface ControllerListener {
  deliver(event: StateChangedEvent): void;
  /** Drops the connection at once, as a controller losing its network would. */
  drop(): void;
}

export interface ControllerSettings {
  dataDir: string;
  /** A device carries out a command after a random delay in this range. */
  deviceDelayMs: readonly [number, number];
  clock: () => Date;
}

/**
 * Why a change happens. `chain` lists the scenes that led to it: a person's or a device's own
 * change has none, a scene's actions carry that scene.
 */
interface Cause {
  context: HaContext;
  chain: readonly string[];
}

/**
 * A change may set off scenes, and their actions may set off one more scene, no further: so
 * scenes that set each other off (or themselves) cannot run forever.
 */
const LONGEST_SCENE_CHAIN = 2;

const outsideCause = (): Cause => ({ context: newContext(), chain: [] });

/** One simulated home controller: its devices, its scenes and its clients. */
export class Controller {
  readonly systemId: string;
  readonly locationName: string;
  readonly timeZone: string;
  private entities = new Map<string, SimEntity>();
  private scenes = new Map<string, Scene>();
  private deviceDelayOverride: readonly [number, number] | null = null;
  private levels = new Map<string, number>();
  private readonly listeners = new Set<ControllerListener>();
  private readonly store: HomeStore;
  private offline = false;
  private readonly stalled = new Stall();

  constructor(
    private readonly home: HomeDefinition,
    private readonly settings: ControllerSettings,
  ) {
    this.systemId = home.systemId;
    this.locationName = home.locationName;
    this.timeZone = home.timeZone;
    this.store = new HomeStore(settings.dataDir, home.systemId);
    this.restore(this.store.load() ?? this.newHome());
  }

  // Reading

  acceptsToken(token: unknown): boolean {
    if (typeof token !== 'string') return false;
    const given = Buffer.from(token);
    const expected = Buffer.from(this.home.accessToken);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  get isOffline(): boolean {
    return this.offline;
  }

  states(): SimEntity[] {
    return [...this.entities.values()];
  }

  entity(entityId: string): SimEntity | undefined {
    return this.entities.get(entityId);
  }

  sceneList(): Scene[] {
    return [...this.scenes.values()];
  }

  /** `get_config`. */
  config(): Record<string, unknown> {
    const domains = new Set(this.states().map((entity) => entity.entity_id.split('.')[0]));
    return haConfig(this.locationName, this.timeZone, [...domains]);
  }

  // Clients

  connect(listener: ControllerListener): void {
    this.listeners.add(listener);
  }

  disconnect(listener: ControllerListener): void {
    this.listeners.delete(listener);
  }

  setOffline(offline: boolean): void {
    this.offline = offline;
    if (offline) for (const listener of [...this.listeners]) listener.drop();
  }

  get isStalled(): boolean {
    return this.stalled.active;
  }

  /** Stops answering for `ms`: what arrives meanwhile is handled, and answered, afterwards. */
  stall(ms: number): void {
    this.stalled.begin(ms);
  }

  /** Resolves when the controller answers again (at once when it is not stalled). */
  awake(): Promise<void> {
    return this.stalled.over();
  }

  // Devices

  /**
   * A Home Assistant service call on some entities. Refused as a whole, before anything
   * changes, when an entity or a value is wrong; otherwise done after the device delay.
   */
  async callService(
    domain: string,
    service: string,
    data: Record<string, unknown>,
    entityIds: readonly string[],
    cause: Cause = outsideCause(),
  ): Promise<HaContext> {
    if (domain === AUTOMATION_DOMAIN || domain === 'scene') {
      await this.runScenesOf(domain, service, entityIds, cause);
      return cause.context;
    }
    if (!isDeviceService(domain, service))
      throw invalidFormat(`There is no service ${domain}.${service}.`);
    if (entityIds.length === 0) throw invalidFormat('Please say which device (entity_id).');
    for (const entityId of entityIds) {
      const outcome = this.outcomeFor(this.existing(entityId), domain, service, data);
      if ('problem' in outcome) throw invalidFormat(outcome.problem);
    }
    await this.deviceDelay();
    for (const entityId of entityIds) {
      // Worked out again: the device may have changed during the delay (a toggle must see it).
      const current = this.entities.get(entityId);
      if (!current) continue;
      const outcome = this.outcomeFor(current, domain, service, data);
      if (!('problem' in outcome)) this.change(entityId, outcome.state, outcome.attributes, cause);
    }
    return cause.context;
  }

  /** A change made at the device itself (a wall switch, a key): no delay, scenes may fire. */
  setState(entityId: string, state: string, attributes: Record<string, unknown> = {}): SimEntity {
    const current = this.existing(entityId);
    const remembered = this.levels.get(entityId);
    const reached = stateReachedAtDevice(current, state, attributes, remembered);
    this.change(entityId, reached.state, reached.attributes, outsideCause());
    return this.existing(entityId);
  }

  /** One step of every running thermostat toward its set point. */
  driftRoomTemperatures(): void {
    for (const entity of this.entities.values()) {
      if (!entity.entity_id.startsWith('climate.')) continue;
      const room = driftedRoomTemperature(entity.state, entity.attributes);
      if (room === null) continue;
      const attributes = { ...entity.attributes, current_temperature: room };
      this.change(
        entity.entity_id,
        entity.state,
        withHvacAction(entity.state, attributes),
        outsideCause(),
      );
    }
  }

  private existing(entityId: string): SimEntity {
    const entity = this.entities.get(entityId);
    if (!entity) throw new CommandError('not_found', `Entity ${entityId} not found`);
    return entity;
  }

  private outcomeFor(
    entity: SimEntity,
    domain: string,
    service: string,
    data: Record<string, unknown>,
  ) {
    return serviceOutcome(entity, domain, service, data, this.levels.get(entity.entity_id));
  }

  /** Fixes this controller's device delay (a benchmark measures what the portal adds to it). */
  setDeviceDelay(range: readonly [number, number] | null): void {
    this.deviceDelayOverride = range;
  }

  private deviceDelay(): Promise<void> {
    const [min, max] = this.deviceDelayOverride ?? this.settings.deviceDelayMs;
    const ms = min + Math.random() * Math.max(0, max - min);
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** Sets an entity; nothing happens when nothing differs (Home Assistant fires no event then). */
  private change(
    entityId: string,
    state: string,
    attributes: Record<string, unknown>,
    cause: Cause,
    options: { setsOffScenes: boolean } = { setsOffScenes: true },
  ): void {
    const old = this.entities.get(entityId) ?? null;
    if (old && old.state === state && isDeepStrictEqual(old.attributes, attributes)) return;
    const now = haTimestamp(this.settings.clock());
    const next: SimEntity = {
      entity_id: entityId,
      state,
      attributes,
      last_changed: old && old.state === state ? old.last_changed : now,
      last_updated: now,
      context: cause.context,
    };
    const level = levelToRemember(next);
    if (level !== undefined) this.levels.set(entityId, level);
    this.commit(entityId, old, next, cause, options.setsOffScenes);
  }

  private commit(
    entityId: string,
    old: SimEntity | null,
    next: SimEntity | null,
    cause: Cause,
    setsOffScenes: boolean,
  ): void {
    if (next) this.entities.set(entityId, next);
    else this.entities.delete(entityId);
    const event: StateChangedEvent = {
      event_type: 'state_changed',
      data: { entity_id: entityId, old_state: old, new_state: next },
      origin: 'LOCAL',
      time_fired: haTimestamp(this.settings.clock()),
      context: cause.context,
    };
    for (const listener of this.listeners) listener.deliver(event);
    this.save();
    if (setsOffScenes) this.setOffScenes(old, next, cause);
  }

  // Scenes

  saveScene(draft: unknown): Scene {
    const problem = this.draftProblem(draft);
    if (problem) throw invalidFormat(problem);
    const valid = draft as SceneDraft;
    const isNew = valid.id === undefined || valid.id === null;
    const existing = isNew ? undefined : this.scenes.get(valid.id as string);
    if (!isNew && !existing) throw new CommandError('not_found', `Scene ${valid.id} not found`);
    const scene = cleanScene(valid, existing?.id ?? randomUUID(), existing?.lastRun ?? null);
    this.scenes.set(scene.id, scene);
    this.showAutomation(scene, outsideCause());
    this.save();
    return scene;
  }

  removeScene(sceneId: unknown): void {
    const scene = this.sceneById(sceneId);
    this.scenes.delete(scene.id);
    const automation = this.automationOf(scene.id);
    if (automation) this.commit(automation.entity_id, automation, null, outsideCause(), false);
    this.save();
  }

  /** Runs a scene's actions now; settles when the devices have done them. */
  async runSceneNow(sceneId: unknown): Promise<void> {
    await this.runScene(this.sceneById(sceneId), outsideCause());
  }

  /** Fires the timed scenes due in the minute of this instant (ms). */
  runTimedScenes(instant: number): void {
    const timed = this.sceneList().filter((scene) => scene.when.kind === 'timed');
    if (timed.length === 0) return;
    for (const scene of timedScenesDue(timed, wallClockAt(instant, this.timeZone))) {
      this.fire(scene, outsideCause());
    }
  }

  private draftProblem(draft: unknown): string | null {
    if (!draft || typeof draft !== 'object') return 'Please describe the scene.';
    const scene = draft as SceneDraft;
    try {
      const problem = sceneProblem(scene, new Set(this.entities.keys()));
      if (problem) return problem;
    } catch {
      // Parts of the wrong type: a client's mistake, not the resident's.
      return 'The scene is not in the expected format.';
    }
    for (const action of scene.actions) {
      if (action.data !== undefined && (typeof action.data !== 'object' || !action.data))
        return 'The scene is not in the expected format.';
      const [domain, service] = action.service.split('.');
      const outcome = this.outcomeFor(
        this.existing(action.entityId),
        domain,
        service,
        action.data ?? {},
      );
      if ('problem' in outcome) return outcome.problem;
    }
    return null;
  }

  private sceneById(sceneId: unknown): Scene {
    const scene = typeof sceneId === 'string' ? this.scenes.get(sceneId) : undefined;
    if (!scene) throw new CommandError('not_found', `Scene ${String(sceneId)} not found`);
    return scene;
  }

  private automationOf(sceneId: string): SimEntity | undefined {
    for (const entity of this.entities.values()) if (sceneIdOf(entity) === sceneId) return entity;
    return undefined;
  }

  /** Adds or updates the automation entity that stands for a scene (its id stays on rename). */
  private showAutomation(scene: Scene, cause: Cause): void {
    const entityId =
      this.automationOf(scene.id)?.entity_id ??
      automationEntityId(scene.name, new Set(this.entities.keys()));
    const device = automationDevice(scene, entityId);
    this.change(entityId, device.state, device.attributes, cause, { setsOffScenes: false });
  }

  /** `automation.trigger` and `scene.turn_on`: `scene.<slug>` names the same scene. */
  private async runScenesOf(
    domain: string,
    service: string,
    entityIds: readonly string[],
    cause: Cause,
  ): Promise<void> {
    const expected = domain === AUTOMATION_DOMAIN ? 'trigger' : 'turn_on';
    if (service !== expected) throw invalidFormat(`There is no service ${domain}.${service}.`);
    if (entityIds.length === 0) throw invalidFormat('Please say which scene (entity_id).');
    const scenes = entityIds.map((entityId) => {
      const automationId = entityId.replace(/^scene\./, `${AUTOMATION_DOMAIN}.`);
      const sceneId = sceneIdOf(this.entities.get(automationId) ?? this.existing(entityId));
      if (!sceneId) throw invalidFormat(`${entityId} is not a scene.`);
      return this.sceneById(sceneId);
    });
    await Promise.all(scenes.map((scene) => this.runScene(scene, cause)));
  }

  private setOffScenes(old: SimEntity | null, next: SimEntity | null, cause: Cause): void {
    if (cause.chain.length >= LONGEST_SCENE_CHAIN) return;
    const candidates = this.sceneList().filter((scene) => !cause.chain.includes(scene.id));
    const minutes = wallClockAt(this.settings.clock(), this.timeZone).minutes;
    for (const scene of scenesSetOffBy(candidates, old, next, minutes)) this.fire(scene, cause);
  }

  private fire(scene: Scene, cause: Cause): void {
    this.runScene(scene, cause).catch((error: unknown) => {
      console.error(`Scene "${scene.name}" of ${this.systemId} failed: ${String(error)}`);
    });
  }

  private async runScene(scene: Scene, cause: Cause): Promise<void> {
    const run: Cause = { context: newContext(cause.context.id), chain: [...cause.chain, scene.id] };
    const ran = { ...scene, lastRun: this.settings.clock().toISOString() };
    this.scenes.set(scene.id, ran);
    this.showAutomation(ran, run);
    this.save();
    await Promise.all(
      scene.actions.map((action) => {
        const [domain, service] = action.service.split('.');
        return this.callService(domain, service, action.data ?? {}, [action.entityId], run).catch(
          (error: unknown) => {
            // One device that cannot do its part does not stop the others.
            const reason = error instanceof Error ? error.message : String(error);
            console.warn(`Scene "${scene.name}": ${action.service} ${action.entityId}: ${reason}`);
          },
        );
      }),
    );
  }

  // The home as a whole

  /** Back to the home as it was new: its devices and scenes, online and answering. */
  reset(): void {
    this.offline = false;
    this.deviceDelayOverride = null;
    this.stalled.end();
    this.levels.clear();
    const fresh = this.newHome();
    const cause = outsideCause();
    const freshIds = new Set(fresh.entities.map((entity) => entity.entity_id));
    for (const entity of this.states()) {
      if (!freshIds.has(entity.entity_id))
        this.commit(entity.entity_id, entity, null, cause, false);
    }
    for (const entity of fresh.entities) {
      this.change(entity.entity_id, entity.state, entity.attributes, cause, {
        setsOffScenes: false,
      });
    }
    this.scenes = new Map(fresh.scenes.map((scene) => [scene.id, scene]));
    this.save();
  }

  /** Resolves when every change so far is on disk. */
  flush(): Promise<void> {
    return this.store.flush();
  }

  private newHome(): StoredHome {
    const now = haTimestamp(this.settings.clock());
    const devices: DeviceDefinition[] = structuredClone(this.home.devices);
    const taken = new Set(devices.map((device) => device.entity_id));
    for (const scene of this.home.scenes) {
      const automation = automationDevice(scene, automationEntityId(scene.name, taken));
      taken.add(automation.entity_id);
      devices.push(automation);
    }
    return {
      entities: devices.map((device) => ({ ...device, last_changed: now, last_updated: now })),
      scenes: structuredClone(this.home.scenes),
      levels: {},
    };
  }

  private restore(stored: StoredHome): void {
    this.entities = new Map(stored.entities.map((entity) => [entity.entity_id, entity]));
    this.scenes = new Map(stored.scenes.map((scene) => [scene.id, scene]));
    this.levels = new Map(Object.entries(stored.levels));
  }

  private save(): void {
    this.store.save(() => ({
      entities: this.states(),
      scenes: this.sceneList(),
      levels: Object.fromEntries(this.levels),
    }));
  }
}
