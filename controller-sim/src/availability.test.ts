import { type Connection, callService, getStates } from 'home-assistant-js-websocket';
import WebSocket from 'ws';
import { demoHome } from './demoHomes.ts';
import { DEMO_HOME, eventually, SimHarness } from './testing/simHarness.ts';

let harness: SimHarness;
afterEach(() => harness.close());

function upgradeStatus(url: string): Promise<number | 'open'> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url.replace('http', 'ws'));
    socket.on('open', () => {
      socket.close();
      resolve('open');
    });
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('error', () => {});
  });
}

function watchStatus(connection: Connection): string[] {
  const seen: string[] = [];
  connection.addEventListener('disconnected', () => seen.push('disconnected'));
  connection.addEventListener('ready', () => seen.push('ready'));
  return seen;
}

describe('health and routes', () => {
  it('answers /health, and 404 for an unknown controller or route', async () => {
    harness = await SimHarness.start();
    const health = await fetch(`${harness.sim.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', controllers: 1 });
    expect((await harness.post('reset', {}, 'unknown')).status).toBe(404);
    expect((await harness.post('explode', {})).status).toBe(404);
    expect((await harness.post('state', { entity_id: 'light.attic', state: 'on' })).status).toBe(
      404,
    );
    expect((await harness.post('state', { state: 'on' })).status).toBe(400);
  });
});

describe('offline', () => {
  it('drops the connections, refuses new ones with 503, and lets the client reconnect', async () => {
    harness = await SimHarness.start();
    const connection = await harness.connect();
    const seen = watchStatus(connection);
    const socketUrl = `${harness.hassUrl()}/api/websocket`;

    expect((await harness.post('offline', { offline: true })).status).toBe(200);
    await eventually(() => seen.includes('disconnected'), 2_000, 'the disconnect');
    expect(await upgradeStatus(socketUrl)).toBe(503);

    await harness.post('offline', { offline: false });
    expect(await upgradeStatus(socketUrl)).toBe('open');
    await eventually(() => seen.includes('ready'), 5_000, 'the reconnect');
    await callService(connection, 'switch', 'turn_on', undefined, {
      entity_id: 'switch.coffee_maker',
    });
    expect(harness.entity('switch.coffee_maker').state).toBe('on');
    // The client waits a second before it connects again: on a busy machine it may take more.
  }, 15_000);
});

describe('stall', () => {
  it('answers nothing for a while, then answers everything in order', async () => {
    harness = await SimHarness.start();
    const connection = await harness.connect();
    // Read before the stall begins, on the stall's own clock: the answers cannot come sooner
    // than 600 ms after it, however slowly the request returns.
    const started = Date.now();
    await harness.post('stall', { ms: 600 });
    const answers: string[] = [];
    const ping = connection.ping().then(() => answers.push('pong'));
    const lock = callService(connection, 'lock', 'lock', undefined, {
      entity_id: 'lock.front_door',
    }).then(() => answers.push('lock'));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + 200 - Date.now())));
    expect(answers).toEqual([]);
    await Promise.all([ping, lock]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(answers).toEqual(['pong', 'lock']);
  });
});

describe('many controllers', () => {
  it('runs 100 controllers in one process', async () => {
    const homes = Array.from({ length: 100 }, (_, index) =>
      demoHome({ systemId: `home-${index}`, accessToken: `token-${index}` }),
    );
    harness = await SimHarness.start({ homes });
    expect(await (await fetch(`${harness.sim.url}/health`)).json()).toMatchObject({
      controllers: 100,
    });
    for (const index of [0, 42, 99]) {
      const connection = await harness.connect(`home-${index}`, `token-${index}`);
      expect(await getStates(connection)).toHaveLength(10);
    }
    // A token opens its own controller only.
    await expect(harness.connect('home-1', 'token-2')).rejects.toBeDefined();
    expect(harness.sim.controller(DEMO_HOME.systemId)).toBeUndefined();
  });
});

describe('a fixed device delay', () => {
  it('holds every command for that long, until a reset', async () => {
    harness = await SimHarness.start();
    const connection = await harness.connect();
    expect((await harness.post('delay', { min: 5, max: 1 })).status).toBe(400);
    expect((await harness.post('delay', { min: 500, max: 500 })).status).toBe(200);
    const timed = async () => {
      const started = performance.now();
      await callService(connection, 'switch', 'toggle', undefined, {
        entity_id: 'switch.coffee_maker',
      });
      return performance.now() - started;
    };
    expect(await timed()).toBeGreaterThanOrEqual(495);
    await harness.post('reset', {});
    // Far below the delay, so a busy machine does not read a slow answer as a held one.
    expect(await timed()).toBeLessThan(250);
  });
});
