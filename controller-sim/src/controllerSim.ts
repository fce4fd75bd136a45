import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import { ClientConnection } from './clientConnection.ts';
import { Controller } from './controller.ts';
import { DEMO_HOMES } from './demoHomes.ts';
import type { HomeDefinition } from './homeDefinition.ts';
import { answerHttp } from './simRoutes.ts';
import { startTicker } from './ticker.ts';

export type { Controller } from './controller.ts';
export { DEMO_HOMES, demoHome } from './demoHomes.ts';
export type { HomeDefinition } from './homeDefinition.ts';

export interface ControllerSimOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** One `{systemId}.json` per controller. */
  dataDir: string;
  homes?: readonly HomeDefinition[];
  /** A device carries out a command after a random delay in this range. */
  deviceDelayMs?: readonly [number, number];
  /** How often a running thermostat moves the room 1 °F toward its set point. */
  driftIntervalMs?: number;
  /** How often the shared ticker looks at the clock (at most once a second by default). */
  tickMs?: number;
  /** Now, for timestamps and timed scenes. */
  clock?: () => Date;
}

export interface ControllerSim {
  /** The base URL; controller `id` is at `{url}/c/{id}` (its WebSocket at `/c/{id}/api/websocket`). */
  url: string;
  port: number;
  close(): Promise<void>;
  controller(systemId: string): Controller | undefined;
}

const SOCKET_PATH = /^\/c\/([^/]+)\/api\/websocket$/;

/** Starts the simulator with its controllers, each loaded from its file when it has one. */
export async function startControllerSim(options: ControllerSimOptions): Promise<ControllerSim> {
  const host = options.host ?? '127.0.0.1';
  const clock = options.clock ?? (() => new Date());
  const driftIntervalMs = options.driftIntervalMs ?? 30_000;
  const settings = {
    dataDir: options.dataDir,
    deviceDelayMs: options.deviceDelayMs ?? ([50, 300] as const),
    clock,
  };
  const controllers = new Map(
    (options.homes ?? DEMO_HOMES).map((home) => [home.systemId, new Controller(home, settings)]),
  );

  const sockets = new WebSocketServer({ noServer: true });
  const server = createServer((request, response) => {
    void answerHttp(request, response, controllers);
  });
  server.on('upgrade', (request, socket: Socket, head) => {
    socket.on('error', () => {});
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const match = SOCKET_PATH.exec(pathname);
    const controller = match ? controllers.get(decodeURIComponent(match[1])) : undefined;
    if (!controller) return refuseUpgrade(socket, 404, 'Not Found');
    if (controller.isOffline) return refuseUpgrade(socket, 503, 'Service Unavailable');
    sockets.handleUpgrade(request, socket, head, (ws) => new ClientConnection(ws, controller));
  });

  const stopTicker = startTicker({
    controllers: () => controllers.values(),
    clock,
    tickMs: options.tickMs ?? Math.min(1000, driftIntervalMs),
    driftIntervalMs,
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}`,
    port,
    controller: (systemId) => controllers.get(systemId),
    close: async () => {
      stopTicker();
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...controllers.values()].map((controller) => controller.flush()));
    },
  };
}

function refuseUpgrade(socket: Socket, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
