import { type CallStatus, PUSH_SOCKET_CLOSE, type PushEvent } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { type HubSocket, NotifyHub, notifyChannel } from '../realtime/notifyHub.ts';
import type { CallReader } from './callRepository.ts';

/** The PostgreSQL channel of push notices for one database schema. */
export function pushNotifyChannel(schema: string): string {
  return notifyChannel('portal_push', schema);
}

/**
 * What one process tells all (through NOTIFY, under PostgreSQL's 8000-byte payload limit): ids
 * and a status, never a call's details or its WebRTC messages. Each process reads what its own
 * sockets need. A `ring` is for the callee (`userId`), a `signal` for the person it waits for.
 */
export type PushNotice = { communityId: string } & (
  | { kind: 'ring'; sessionId: string; userId: string }
  | { kind: 'status'; sessionId: string; status: CallStatus; by: string; userIds: string[] }
  | { kind: 'signal'; sessionId: string; signalId: string; userId: string }
);

/** A ring or a status change: what the people's devices also hear of, beside their open tabs. */
export type DeviceNotice = Extract<PushNotice, { kind: 'ring' | 'status' }>;

/**
 * Another way to reach people's devices (a messaging service), beside the hub, which always
 * runs. Told once per notice, by the process that made it, after it is committed.
 */
export interface PushSender {
  send(notice: DeviceNotice): Promise<void>;
}

/** An open push socket of a signed-in person, as the hub sees it. */
export type PushSocket = HubSocket<PushEvent>;

/** The push sockets of this process and the push notices between processes. */
export class PushHub extends NotifyHub<PushNotice, PushEvent> {
  constructor(
    db: Db,
    private readonly reader: CallReader,
    onError: (error: unknown) => void,
  ) {
    super(db, 'portal_push', PUSH_SOCKET_CLOSE.resume, onError);
  }

  protected async deliver(notice: PushNotice): Promise<void> {
    const { communityId } = notice;
    if (notice.kind === 'status') {
      const event: PushEvent = {
        type: 'call.status',
        sessionId: notice.sessionId,
        callStatus: notice.status,
        by: notice.by,
      };
      for (const socket of this.socketsOf(notice.userIds, communityId)) socket.send(event);
      return;
    }
    // Nothing is read for a person with no socket here.
    const sockets = this.socketsOf([notice.userId], communityId);
    if (sockets.length === 0) return;
    if (notice.kind === 'ring') {
      const call = await this.reader.ringing(notice.sessionId);
      if (!call) return;
      for (const socket of sockets) socket.send({ type: 'call', call });
      return;
    }
    const signal = await this.reader.signal(notice.signalId);
    if (!signal) return;
    for (const socket of sockets) {
      socket.send({ type: 'call.signal', sessionId: notice.sessionId, signal });
    }
  }
}
