import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  type Connection,
  callService,
  createConnection,
  createLongLivedTokenAuth,
  subscribeEntities,
} from 'home-assistant-js-websocket';
import WebSocket from 'ws';

/**
 * `npm run bench` (through e2e/bench/controls.bench.spec.ts): one simulator process holding 100
 * controllers, each with a client connected through home-assistant-js-websocket and subscribed
 * to its states, every client then sending commands at once. Prints one JSON line.
 */
const HOMES = 100;
const COMMANDS_PER_HOME = 5;

class NodeWebSocket extends WebSocket {
  constructor(url: string) {
    super(url, { allowSynchronousEvents: false });
    this.on('error', () => {});
  }
}
Object.assign(globalThis, { WebSocket: NodeWebSocket });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
};

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', new URL('./simWithHomes.ts', import.meta.url).pathname],
  { env: { ...process.env, HOMES: String(HOMES) }, stdio: ['ignore', 'pipe', 'inherit'] },
);
const url: string = await new Promise((resolve, reject) => {
  createInterface({ input: child.stdout }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`the simulator stopped (${code})`)));
});
const idleMb = residentMegabytes(child.pid as number);

const connectMs: number[] = [];
const connections: Connection[] = await Promise.all(
  Array.from({ length: HOMES }, async (_, index) => {
    const started = performance.now();
    const connection = await createConnection({
      auth: createLongLivedTokenAuth(`${url}/c/home-${index}`, `token-${index}`),
    });
    await new Promise<void>((resolve) => {
      const unsubscribe = subscribeEntities(connection, () => {
        unsubscribe();
        resolve();
      });
    });
    connectMs.push(performance.now() - started);
    return connection;
  }),
);
const connectedMb = residentMegabytes(child.pid as number);

const commandMs: number[] = [];
await Promise.all(
  connections.map(async (connection) => {
    for (let command = 0; command < COMMANDS_PER_HOME; command += 1) {
      const started = performance.now();
      await callService(connection, 'light', 'toggle', undefined, { entity_id: 'light.porch' });
      commandMs.push(performance.now() - started);
    }
  }),
);
const busyMb = residentMegabytes(child.pid as number);

for (const connection of connections) connection.close();
child.kill('SIGTERM');
console.log(
  JSON.stringify({
    homes: HOMES,
    connectP50: percentile(connectMs, 50),
    connectP95: percentile(connectMs, 95),
    commands: commandMs.length,
    commandP50: percentile(commandMs, 50),
    commandP95: percentile(commandMs, 95),
    idleMb,
    connectedMb,
    busyMb,
  }),
);
