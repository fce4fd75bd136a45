import WebSocket from 'ws';
import { CommandError } from './commandError.ts';
import { COMMANDS, type Command, type CommandMessage, type CommandSession } from './commands.ts';
import type { Controller, ControllerListener, StateChangedEvent } from './controller.ts';
import { HA_VERSION } from './haConfig.ts';

/**
 * One client's WebSocket, speaking the Home Assistant protocol: `auth_required`, then `auth`,
 * then commands by id.
 *
 * The reported version is below 2022.4, so home-assistant-js-websocket's `subscribeEntities`
 * reads `get_states` and follows `subscribe_events` for `state_changed` (its `entitiesColl`
 * only sends `subscribe_entities` from 2022.4.0 on), and below 2022.9, so the client sends no
 * `supported_features` message either.
 */
export class ClientConnection implements ControllerListener, CommandSession {
  private authenticated = false;
  private readonly subscriptions = new Map<number, string | null>();
  /** Messages are handled in the order they came, after any stall of the controller. */
  private inbox: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    readonly controller: Controller,
  ) {
    controller.connect(this);
    socket.on('message', (data) => {
      const text = String(data);
      this.inbox = this.inbox
        .then(() => controller.awake())
        .then(() => this.receive(text))
        .catch((error: unknown) => console.error(error));
    });
    socket.on('close', () => controller.disconnect(this));
    // A client that vanishes mid-message: its close follows.
    socket.on('error', () => {});
    this.send({ type: 'auth_required', ha_version: HA_VERSION });
  }

  deliver(event: StateChangedEvent): void {
    if (!this.authenticated) return;
    for (const [id, eventType] of this.subscriptions) {
      if (eventType === null || eventType === event.event_type)
        this.send({ id, type: 'event', event });
    }
  }

  drop(): void {
    this.socket.terminate();
  }

  subscribe(subscriptionId: number, eventType: string | null): void {
    this.subscriptions.set(subscriptionId, eventType);
  }

  unsubscribe(subscriptionId: number): boolean {
    return this.subscriptions.delete(subscriptionId);
  }

  private receive(text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.socket.close(1003, 'Not JSON');
      return;
    }
    if (!this.authenticated) {
      this.authenticate(message);
      return;
    }
    const { id, type } = (message ?? {}) as Partial<CommandMessage>;
    if (typeof id !== 'number' || typeof type !== 'string') {
      this.sendError(
        id ?? null,
        new CommandError('invalid_format', 'Message incorrectly formatted.'),
      );
    } else if (type === 'ping') {
      this.send({ id, type: 'pong' });
    } else if (!Object.hasOwn(COMMANDS, type)) {
      this.sendError(id, new CommandError('unknown_command', 'Unknown command.'));
    } else {
      this.run(id, COMMANDS[type], message as CommandMessage);
    }
  }

  private run(id: number, command: Command, message: CommandMessage): void {
    Promise.resolve()
      .then(() => command(message, this))
      .then(
        (result) => this.send({ id, type: 'result', success: true, result: result ?? null }),
        (error: unknown) => this.sendError(id, error),
      );
  }

  private authenticate(message: unknown): void {
    const { type, access_token: token } = (message ?? {}) as Record<string, unknown>;
    if (type === 'auth' && this.controller.acceptsToken(token)) {
      this.authenticated = true;
      this.send({ type: 'auth_ok', ha_version: HA_VERSION });
      return;
    }
    const text =
      type === 'auth' ? 'Invalid access token or password' : 'Auth message incorrectly formatted';
    this.send({ type: 'auth_invalid', message: text });
    this.socket.close();
  }

  private sendError(id: unknown, error: unknown): void {
    const known = error instanceof CommandError;
    if (!known) console.error(error);
    this.send({
      id,
      type: 'result',
      success: false,
      error: {
        code: known ? error.code : 'unknown_error',
        message: known ? error.message : 'Unknown error',
      },
    });
  }

  /** While the controller is stalled, what it would send waits, in order, until it answers again. */
  private send(message: object): void {
    if (this.controller.isStalled) {
      void this.controller.awake().then(() => this.sendNow(message));
      return;
    }
    this.sendNow(message);
  }

  private sendNow(message: object): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }
}
