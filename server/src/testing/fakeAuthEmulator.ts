import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAccount {
  localId: string;
  email: string;
  password: string;
  displayName?: string;
  emailVerified: boolean;
  disabled: boolean;
  /** Seconds: ID tokens issued before this are revoked. */
  validSince?: number;
}

/**
 * The few Identity Toolkit endpoints of the Firebase Auth emulator that firebase-admin calls
 * here (accounts:lookup, accounts:update, accounts), and the public accounts:signUp that
 * anyone can call, so tests run without firebase-tools.
 */
export class FakeAuthEmulator {
  readonly accounts = new Map<string, FakeAccount>();
  private server: Server | null = null;

  /** host:port, the value FIREBASE_AUTH_EMULATOR_HOST takes. */
  host = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        reply(response, 500, { error: { code: 500, message: String(error) } });
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.host = `127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  addAccount(
    email: string,
    password: string,
    localId: string = randomUUID(),
    emailVerified = true,
  ): FakeAccount {
    const account: FakeAccount = {
      localId,
      email: email.toLowerCase(),
      password,
      emailVerified,
      disabled: false,
    };
    this.accounts.set(localId, account);
    return account;
  }

  findByEmail(email: string): FakeAccount | undefined {
    return [...this.accounts.values()].find((a) => a.email.toLowerCase() === email.toLowerCase());
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readJson(request);
    const path = request.url?.replace(
      /^\/identitytoolkit\.googleapis\.com\/v1\/projects\/[^/]+/,
      '',
    );
    if (path === '/accounts:lookup') {
      const ids = stringList(body.localId);
      const emails = stringList(body.email);
      const users = [...this.accounts.values()]
        .filter((a) => ids.includes(a.localId) || emails.some((e) => e.toLowerCase() === a.email))
        .map(toUserInfo);
      reply(response, 200, users.length > 0 ? { kind: 'lookup', users } : { kind: 'lookup' });
      return;
    }
    if (path === '/accounts:update') {
      const account = this.accounts.get(String(body.localId));
      if (!account)
        return reply(response, 400, { error: { code: 400, message: 'USER_NOT_FOUND' } });
      if (typeof body.password === 'string') account.password = body.password;
      if (typeof body.disableUser === 'boolean') account.disabled = body.disableUser;
      if (typeof body.emailVerified === 'boolean') account.emailVerified = body.emailVerified;
      if (body.validSince !== undefined) account.validSince = Number(body.validSince);
      reply(response, 200, { localId: account.localId });
      return;
    }
    if (
      path === '/accounts' ||
      request.url?.startsWith('/identitytoolkit.googleapis.com/v1/accounts:signUp')
    ) {
      const email = String(body.email).toLowerCase();
      if (this.findByEmail(email)) {
        return reply(response, 400, { error: { code: 400, message: 'EMAIL_EXISTS' } });
      }
      // Only the admin API can create an account with a verified e-mail.
      const verified = path === '/accounts' && body.emailVerified === true;
      const account = this.addAccount(email, String(body.password), randomUUID(), verified);
      if (typeof body.displayName === 'string') account.displayName = body.displayName;
      reply(response, 200, { localId: account.localId });
      return;
    }
    reply(response, 404, { error: { code: 404, message: 'NOT_FOUND' } });
  }
}

function toUserInfo(account: FakeAccount) {
  return {
    localId: account.localId,
    email: account.email,
    emailVerified: account.emailVerified,
    displayName: account.displayName,
    disabled: account.disabled,
    validSince: account.validSince === undefined ? undefined : String(account.validSince),
    createdAt: '1700000000000',
    providerUserInfo: [],
  };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
