import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Controller } from './controller.ts';

const MAX_BODY_BYTES = 64 * 1024;

class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type SimRoute = (controller: Controller, body: Record<string, unknown>) => unknown;

/**
 * Test and operations routes: a device changed by hand, a controller offline or slow, a fixed
 * device delay, a reset.
 */
const SIM_ROUTES: Record<string, SimRoute> = {
  state: (controller, body) => {
    const { entity_id: entityId, state, attributes } = body;
    if (typeof entityId !== 'string' || typeof state !== 'string')
      throw new HttpProblem(400, 'Please give entity_id and state.');
    if (attributes !== undefined && (typeof attributes !== 'object' || attributes === null))
      throw new HttpProblem(400, 'attributes must be an object.');
    if (!controller.entity(entityId)) throw new HttpProblem(404, `Entity ${entityId} not found`);
    return controller.setState(entityId, state, attributes as Record<string, unknown> | undefined);
  },
  offline: (controller, body) => {
    if (typeof body.offline !== 'boolean')
      throw new HttpProblem(400, 'Please give offline: true or false.');
    controller.setOffline(body.offline);
    return { offline: body.offline };
  },
  stall: (controller, body) => {
    const ms = body.ms;
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)
      throw new HttpProblem(400, 'Please give ms, a number of milliseconds.');
    controller.stall(ms);
    return { stalledMs: ms };
  },
  delay: (controller, body) => {
    const { min, max } = body;
    if (
      typeof min !== 'number' ||
      typeof max !== 'number' ||
      !(min >= 0 && max >= min && max <= 60_000)
    )
      throw new HttpProblem(400, 'Please give min and max milliseconds, min not above max.');
    controller.setDeviceDelay([min, max]);
    return { deviceDelayMs: [min, max] };
  },
  reset: (controller) => {
    controller.reset();
    return { reset: true };
  },
};

/** Answers the plain HTTP requests: `GET /health` and `POST /sim/{systemId}/{action}`. */
export async function answerHttp(
  request: IncomingMessage,
  response: ServerResponse,
  controllers: ReadonlyMap<string, Controller>,
): Promise<void> {
  try {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && pathname === '/health') {
      return reply(response, 200, { status: 'ok', controllers: controllers.size });
    }
    const sim = /^\/sim\/([^/]+)\/([a-z]+)$/.exec(pathname);
    const route = sim && Object.hasOwn(SIM_ROUTES, sim[2]) ? SIM_ROUTES[sim[2]] : undefined;
    if (!sim || !route) throw new HttpProblem(404, 'Not found');
    if (request.method !== 'POST') throw new HttpProblem(405, 'Please use POST.');
    const controller = controllers.get(decodeURIComponent(sim[1]));
    if (!controller) throw new HttpProblem(404, `No controller ${sim[1]}`);
    reply(response, 200, route(controller, await readJson(request)));
  } catch (error) {
    if (error instanceof HttpProblem)
      return reply(response, error.status, { error: error.message });
    console.error(error);
    reply(response, 500, { error: 'Internal error' });
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpProblem(413, 'The body is too large.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && !Array.isArray(body))
      return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new HttpProblem(400, 'The body must be a JSON object.');
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
