import { CHAT_TIMEOUT_MS, portalMessageOr, strings } from '@portal/shared';
import { ChatFailure } from './chatService';

export interface ChatHttpOptions {
  /** Origin of the portal API, e.g. 'https://api.example.org'. */
  apiOrigin: string;
  /** Gets a new chat token; rejects with a `ChatFailure` (reason 'login' or 'refused'). */
  login(): Promise<string>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Wraps every call, e.g. to let the portal's connection monitor see it. */
  track?: <T>(call: () => Promise<T>) => Promise<T>;
}

export interface ChatCall {
  method?: 'GET' | 'POST' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  /** Sent as the raw body, with its own type. */
  file?: File;
  /** The message to show when the call fails and the service gave none of the portal's own. */
  failure: string;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** An upload may take as long as a slow home line (1 Mbit/s) needs for it, on top. */
const SLOW_UPLOAD_BYTES_PER_SECOND = 125_000;

/** The time an upload of `size` bytes is given before it counts as failed. */
export function uploadTimeoutMs(size: number, callTimeoutMs: number): number {
  return callTimeoutMs + Math.ceil(size / SLOW_UPLOAD_BYTES_PER_SECOND) * 1000;
}

/**
 * Calls of the chat service over HTTP: the chat token as bearer token (a refused token is
 * renewed once per call), CHAT_TIMEOUT_MS for each, and failures as `ChatFailure`s.
 */
export class ChatHttp {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;
  private readonly track: <T>(call: () => Promise<T>) => Promise<T>;
  private token: Promise<string> | null = null;

  constructor(private readonly options: ChatHttpOptions) {
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? CHAT_TIMEOUT_MS;
    this.track = options.track ?? ((call) => call());
  }

  /** The chat token in hand, or a new one; a failed login is tried again next time. */
  currentToken(): Promise<string> {
    if (!this.token) {
      const token = this.options.login();
      this.token = token;
      token.catch(() => {
        if (this.token === token) this.token = null;
      });
    }
    return this.token;
  }

  /** A new token instead of `stale`, unless another call has already got one. */
  async renewToken(stale?: string): Promise<string> {
    const held = this.token;
    if (held && stale !== undefined && (await held.catch(() => stale)) !== stale) return held;
    if (this.token === held) this.token = null;
    return this.currentToken();
  }

  async call<Answer = void>(path: string, call: ChatCall): Promise<Answer> {
    const url = new URL(`${this.options.apiOrigin}${path}`);
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    let token = await this.currentToken();
    let response = await this.send(url, call, token);
    if (response.status === 401) {
      token = await this.renewToken(token);
      response = await this.send(url, call, token);
      if (response.status === 401) throw new ChatFailure(strings.chatLoginFailed, 'login', 401);
    }
    if (!response.ok) {
      const payload = (await response.json().catch(() => ({}))) as { message?: unknown };
      throw new ChatFailure(
        portalMessageOr(payload.message, call.failure),
        'status',
        response.status,
      );
    }
    if (response.status === 204) return undefined as Answer;
    try {
      return (await response.json()) as Answer;
    } catch (error) {
      throw new ChatFailure(call.failure, isTimeout(error) ? 'timeout' : 'network');
    }
  }

  private async send(url: URL, call: ChatCall, token: string): Promise<Response> {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    let body: BodyInit | undefined;
    if (call.file) {
      headers['Content-Type'] = call.file.type || 'application/octet-stream';
      body = call.file;
    } else if (call.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(call.json);
    }
    try {
      return await this.track(() =>
        this.fetch(url.toString(), {
          method: call.method ?? 'GET',
          headers,
          body,
          signal: AbortSignal.timeout(
            call.file ? uploadTimeoutMs(call.file.size, this.timeoutMs) : this.timeoutMs,
          ),
        }),
      );
    } catch (error) {
      throw new ChatFailure(call.failure, isTimeout(error) ? 'timeout' : 'network');
    }
  }
}
