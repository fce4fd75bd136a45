import { type EntityState, SCENE_COMMANDS, type Scene, type SceneDraft } from '@portal/shared';
import {
  type Connection,
  callService,
  createConnection,
  createLongLivedTokenAuth,
  ERR_CONNECTION_LOST,
  type HassEntities,
  subscribeEntities,
} from 'home-assistant-js-websocket';

/**
 * connecting: the first connection is being made; ready: commands go through; reconnecting:
 * the connection was lost and the client library is making it again (the last states stay on
 * screen); failed: no connection could be made, another try follows by itself.
 */
export type ControllerStatus = 'connecting' | 'ready' | 'reconnecting' | 'failed';

export interface ControllerSnapshot {
  status: ControllerStatus;
  entities: Record<string, EntityState> | null;
  scenes: Scene[] | null;
}

/** A controller's refusal or a lost connection, in the shape the client library rejects with. */
export interface ControllerError {
  /** The controller's own text, shown to the person (spec 8). */
  message: string;
  /** True when the connection went away: spec 8 has these errors ignored. */
  connectionLost: boolean;
}

export const RETRY_AFTER_MS = 5_000;

export function controllerError(error: unknown): ControllerError {
  if (error === ERR_CONNECTION_LOST) return { message: '', connectionLost: true };
  const message =
    typeof error === 'object' && error && 'message' in error ? String(error.message) : '';
  return { message, connectionLost: false };
}

/**
 * One resident's home controller, spoken to with the Home Assistant WebSocket API through
 * its maintained client. The device states come from the controller's own subscription, so a
 * screen only ever shows what the controller confirmed.
 */
export class HomeController {
  private snapshot: ControllerSnapshot = { status: 'connecting', entities: null, scenes: null };
  private readonly listeners = new Set<() => void>();
  private connection: Connection | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private lastAutomationStamp = '';

  constructor(
    private readonly host: string,
    private readonly accessToken: string,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ControllerSnapshot => this.snapshot;

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.connection?.close();
    this.connection = null;
  }

  /** Tries again now, rather than at the next automatic try. */
  retry(): void {
    if (this.snapshot.status !== 'failed') return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    void this.connect();
  }

  /** A Home Assistant service call on one entity; settles when the controller has done it. */
  async callService(entityId: string, service: string, data: object = {}): Promise<void> {
    const [domain, name] = service.split('.');
    await callService(this.requireConnection(), domain, name, data, { entity_id: entityId });
  }

  async saveScene(scene: SceneDraft): Promise<Scene> {
    const saved = await this.requireConnection().sendMessagePromise<Scene>({
      type: SCENE_COMMANDS.save,
      scene,
    });
    await this.loadScenes();
    return saved;
  }

  async removeScene(sceneId: string): Promise<void> {
    await this.requireConnection().sendMessagePromise({
      type: SCENE_COMMANDS.remove,
      scene_id: sceneId,
    });
    await this.loadScenes();
  }

  async runScene(sceneId: string): Promise<void> {
    await this.requireConnection().sendMessagePromise({
      type: SCENE_COMMANDS.run,
      scene_id: sceneId,
    });
    await this.loadScenes();
  }

  private requireConnection(): Connection {
    if (!this.connection || this.snapshot.status !== 'ready') throw ERR_CONNECTION_LOST;
    return this.connection;
  }

  private set(change: Partial<ControllerSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  private async connect(): Promise<void> {
    this.set({ status: this.snapshot.entities ? 'reconnecting' : 'connecting' });
    try {
      const connection = await createConnection({
        auth: createLongLivedTokenAuth(this.host, this.accessToken),
        setupRetry: 0,
      });
      if (this.stopped) {
        connection.close();
        return;
      }
      this.connection = connection;
      connection.addEventListener('disconnected', () => this.set({ status: 'reconnecting' }));
      connection.addEventListener('ready', () => {
        this.set({ status: 'ready' });
        void this.loadScenes();
      });
      connection.addEventListener('reconnect-error', () => {
        this.connection = null;
        this.failed();
      });
      subscribeEntities(connection, (entities) => this.entitiesChanged(entities));
      this.set({ status: 'ready' });
      await this.loadScenes();
    } catch {
      this.failed();
    }
  }

  private failed(): void {
    this.set({ status: 'failed' });
    if (this.stopped) return;
    this.retryTimer = setTimeout(() => void this.connect(), RETRY_AFTER_MS);
  }

  private entitiesChanged(entities: HassEntities): void {
    this.set({ entities: entities as unknown as Record<string, EntityState> });
    // A scene that fired changes its automation entity: read the scenes again to show it.
    const stamp = Object.values(entities)
      .filter((entity) => entity.entity_id.startsWith('automation.'))
      .map((entity) => `${entity.entity_id}@${entity.last_updated}`)
      .join();
    if (stamp !== this.lastAutomationStamp) {
      const first = this.lastAutomationStamp === '';
      this.lastAutomationStamp = stamp;
      if (!first) void this.loadScenes();
    }
  }

  private async loadScenes(): Promise<void> {
    if (!this.connection) return;
    try {
      const scenes = await this.connection.sendMessagePromise<Scene[]>({
        type: SCENE_COMMANDS.list,
      });
      this.set({ scenes });
    } catch {
      // The next connection reads them again.
    }
  }
}
