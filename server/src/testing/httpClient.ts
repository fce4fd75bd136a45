import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface TestRequest {
  method: 'GET' | 'POST' | 'DELETE' | 'OPTIONS';
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
  /** Sent as it is, instead of a JSON payload (set its content-type in headers). */
  rawBody?: Buffer;
}

export interface TestResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: string;
  json<T = unknown>(): T;
}

/** One real HTTP request to a listening test server. */
export function sendRequest(baseUrl: string, request: TestRequest): Promise<TestResponse> {
  const body =
    request.rawBody ??
    (request.payload === undefined ? undefined : JSON.stringify(request.payload));
  const headers: Record<string, string> = { ...request.headers };
  if (request.rawBody === undefined && body !== undefined)
    headers['content-type'] = 'application/json';
  // Node frames no body of a DELETE unless told its length.
  const lengthGiven = Object.keys(headers).some((name) => name.toLowerCase() === 'content-length');
  if (body !== undefined && !lengthGiven)
    headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      new URL(request.url, baseUrl),
      { method: request.method, headers, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            statusCode: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
