import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Connection,
  createConnection,
  createLongLivedTokenAuth,
  type HassEntity,
} from 'home-assistant-js-websocket';
import WebSocket from 'ws';
import {
  type ControllerSim,
  type ControllerSimOptions,
  startControllerSim,
} from '../controllerSim.ts';
import { DEMO_HOMES } from '../demoHomes.ts';

export const DEMO_HOME = DEMO_HOMES[0];

/**
 * home-assistant-js-websocket opens `new WebSocket(url)`, a browser global that Node 20 lacks:
 * `ws` stands in, behaving as a browser's would. A browser hands over each message in a task of
 * its own, so the library's promise callbacks run between two messages; `ws` by default hands
 * over all messages of a network read at once, and the library would then drop a state change
 * that comes right after the `get_states` answer. After `auth_ok` the library stops listening
 * for `error`, and an `error` nobody listens to would crash the test process.
 */
class NodeWebSocket extends WebSocket {
  constructor(url: string) {
    super(url, { allowSynchronousEvents: false });
    this.on('error', () => {});
  }
}
Object.assign(globalThis, { WebSocket: NodeWebSocket });

/** A simulator on a free port with its own data folder, and the clients tests open on it. */
export class SimHarness {
  private readonly connections: Connection[] = [];

  private constructor(
    readonly sim: ControllerSim,
    readonly dataDir: string,
    private readonly options: Partial<ControllerSimOptions>,
  ) {}

  static async start(options: Partial<ControllerSimOptions> = {}): Promise<SimHarness> {
    const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'controller-sim-'));
    const sim = await startControllerSim({ port: 0, deviceDelayMs: [0, 0], ...options, dataDir });
    return new SimHarness(sim, dataDir, options);
  }

  /** The same data folder, served again by a new simulator (as after a restart). */
  async restart(): Promise<SimHarness> {
    await this.close({ keepData: true });
    return SimHarness.start({ ...this.options, dataDir: this.dataDir });
  }

  hassUrl(systemId = DEMO_HOME.systemId): string {
    return `${this.sim.url}/c/${systemId}`;
  }

  async connect(systemId = DEMO_HOME.systemId, token = DEMO_HOME.accessToken): Promise<Connection> {
    const connection = await createConnection({
      auth: createLongLivedTokenAuth(this.hassUrl(systemId), token),
    });
    this.connections.push(connection);
    return connection;
  }

  /** A `/sim/{systemId}/{action}` request. */
  async post(action: string, body: object, systemId = DEMO_HOME.systemId): Promise<Response> {
    return fetch(`${this.sim.url}/sim/${systemId}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  entity(entityId: string, systemId = DEMO_HOME.systemId): HassEntity {
    const entity = this.sim.controller(systemId)?.entity(entityId);
    if (!entity) throw new Error(`No ${entityId}`);
    return entity as unknown as HassEntity;
  }

  async close({ keepData = false } = {}): Promise<void> {
    for (const connection of this.connections) connection.close();
    await this.sim.close();
    if (!keepData) rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** Resolves once `check` holds, polling; fails after `timeoutMs`. */
export async function eventually(
  check: () => boolean,
  timeoutMs = 3_000,
  what = 'the condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A clock a test moves by hand. */
export function manualClock(start: string): { now: () => Date; set(iso: string): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(iso) {
      current = new Date(iso);
    },
  };
}
