import {
  type CallDetails,
  type CallRequest,
  type CallSession,
  type CallSignal,
  type CallStatus,
  isCallOver,
  mayMoveCall,
  type NotifyRequest,
  strings,
} from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { requireCallAllowed, requireMayTakeCall } from './callAccess.ts';
import { CallRefusal, FORBIDDEN } from './callRefusal.ts';
import {
  type CallReader,
  type CallRow,
  insertCall,
  insertSignal,
  lockedStatus,
  otherPerson,
  readCall,
  readCallOf,
  updateStatus,
} from './callRepository.ts';
import { CALLS_UNAVAILABLE, communityCallProvider, type RoomsFor } from './callRooms.ts';
import { requireDevice } from './deviceAssociations.ts';
import type { DeviceNotice, PushHub, PushSender } from './pushRealtime.ts';

/** Who moved a call in a `call.status` event when nobody did: the server, after the ring. */
export const SERVER_MOVER = 'server';

export const CALL_NOT_FOUND = 'Not found';
export const NOTIFY_USERS_PROBLEM = 'users must name the other person of the call, and only them.';
export const NOTIFY_FLAGS_PROBLEM = 'Only one of declined, cancelled and hungup may be set.';
export const NOTIFY_API_KEY_PROBLEM = "message.call.apiKey must be the call's own apiKey.";
export const SIGNAL_NOT_USED =
  'This call is connected through OpenTok and takes no WebRTC signals.';

const NOTIFY_MOVES = ['declined', 'cancelled', 'hungup'] as const;

function ageMs(call: CallRow, now = Date.now()): number {
  return now - new Date(call.created_at).getTime();
}

/**
 * Spec 3, 4, 7: calls between two people of a community. The server keeps each call's status
 * (moved only as `mayMoveCall` allows, each move recorded and pushed to both people's tabs),
 * rings the callee's tabs, relays the WebRTC messages between the two, and ends a call nobody
 * answers after the ring time. The call's room is the community's provider's (`CallRooms`);
 * rings and moves also go to `devices` when a messaging service is configured.
 */
export class CallService {
  /** This process's ring timers, by call. */
  private readonly rings = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly db: Db,
    private readonly hub: PushHub,
    private readonly reader: CallReader,
    private readonly roomsFor: RoomsFor,
    private readonly ringMs: number,
    private readonly onError: (error: unknown) => void,
    private readonly devices: PushSender | null = null,
  ) {}

  /** `POST /v2/content/call`: a new `started` call, and the caller's pass to it. */
  async start(userId: string, request: CallRequest): Promise<CallSession> {
    if (request.caller.trim() !== userId) throw new CallRefusal(403, FORBIDDEN);
    if (request.credentials) await requireDevice(this.db, userId, request.credentials);
    const call = {
      callerId: userId,
      calleeId: request.to.trim(),
      communityId: request.communityId.trim(),
      isVoiceCall: request.isVoiceCall,
    };
    await requireCallAllowed(this.db, call);
    const provider = await communityCallProvider(this.db, call.communityId);
    const rooms = this.roomsFor(provider);
    const room = await rooms.create().catch((error: unknown) => {
      this.onError(error);
      throw new CallRefusal(503, CALLS_UNAVAILABLE);
    });
    const sessionId = room.sessionId;
    await insertCall(this.db, { ...call, id: sessionId, provider, isVoice: call.isVoiceCall });
    return { apiKey: room.apiKey, sessionId, token: await rooms.token(sessionId, userId) };
  }

  /** `GET /v2/content/call/:sessionId`: the call as one of its people sees it. */
  async view(userId: string, sessionId: string): Promise<CallDetails> {
    const call = await this.unanswered(await this.callOf(userId, sessionId));
    return this.reader.details(call, userId);
  }

  /** The callee takes the ringing call (one tab only: the others hear it and close). */
  async answer(userId: string, sessionId: string, token: string): Promise<CallDetails> {
    let call = await this.callOf(userId, sessionId);
    await this.requirePass(call, userId, token);
    if (userId !== call.callee_id) throw new CallRefusal(403, FORBIDDEN);
    call = await this.unanswered(call);
    if (!mayMoveCall(call.status, 'answered', 'callee')) {
      throw new CallRefusal(409, strings.callOver);
    }
    await requireMayTakeCall(this.db, userId, call.community_id);
    if (!(await this.move(call, 'answered', userId))) throw new CallRefusal(409, strings.callOver);
    return this.reader.details({ ...call, status: 'answered' }, userId);
  }

  /** Passes a WebRTC message on to the other person's tabs, in the order they come. */
  async signal(userId: string, sessionId: string, token: string, signal: CallSignal) {
    let call = await this.callOf(userId, sessionId);
    await this.requirePass(call, userId, token);
    if (call.provider !== 'webrtc') throw new CallRefusal(409, SIGNAL_NOT_USED);
    call = await this.unanswered(call);
    const to = otherPerson(call, userId);
    const { community_id: communityId } = call;
    await this.db.transaction(async (tx) => {
      // A call that ends meanwhile waits for this message, and then drops it with the rest.
      const status = await lockedStatus(tx, sessionId);
      if (!status || isCallOver(status)) throw new CallRefusal(409, strings.callOver);
      const signalId = await insertSignal(tx, sessionId, to, signal);
      await this.hub.publish({ kind: 'signal', sessionId, signalId, userId: to, communityId }, tx);
    });
  }

  /**
   * `POST /v2/sso/notify`: with no flag the caller rings the callee's tabs; `declined`,
   * `cancelled` and `hungup` move the call, for both people's tabs to hear.
   */
  async notify(userId: string, request: NotifyRequest): Promise<CallStatus> {
    const moves = NOTIFY_MOVES.filter((flag) => request.message[flag] === true);
    if (moves.length > 1) throw new CallRefusal(400, NOTIFY_FLAGS_PROBLEM);
    if (request.credentials) await requireDevice(this.db, userId, request.credentials);
    const { apiKey, sessionId, token } = request.message.call;
    let call = await this.callOf(userId, sessionId);
    await this.requirePass(call, userId, token);
    if (apiKey !== this.roomsFor(call.provider).apiKey) {
      throw new CallRefusal(400, NOTIFY_API_KEY_PROBLEM);
    }
    const users = request.users.map((id) => id.trim());
    if (users.length !== 1 || users[0] !== otherPerson(call, userId)) {
      throw new CallRefusal(400, NOTIFY_USERS_PROBLEM);
    }
    call = await this.unanswered(call);
    const [to] = moves;
    if (!to) {
      if (userId !== call.caller_id) throw new CallRefusal(403, FORBIDDEN);
      if (call.status !== 'started') throw new CallRefusal(409, strings.callOver);
      const ring: DeviceNotice = {
        kind: 'ring',
        sessionId,
        userId: call.callee_id,
        communityId: call.community_id,
      };
      await this.hub.publish(ring);
      this.tellDevices(ring);
      this.ringFor(call);
      return call.status;
    }
    const side = userId === call.caller_id ? 'caller' : 'callee';
    if (!mayMoveCall(call.status, to, side) || !(await this.move(call, to, userId))) {
      throw new CallRefusal(409, strings.callOver);
    }
    return to;
  }

  /** Clears this process's ring timers (the process stops; the calls fail when next read). */
  stop(): void {
    for (const timer of this.rings.values()) clearTimeout(timer);
    this.rings.clear();
  }

  private async callOf(userId: string, sessionId: string): Promise<CallRow> {
    const call = await readCallOf(this.db, sessionId, userId);
    if (!call) throw new CallRefusal(404, CALL_NOT_FOUND);
    return call;
  }

  /** The pass must be the caller's own to this call. */
  private async requirePass(call: CallRow, userId: string, token: string): Promise<void> {
    if (!(await this.roomsFor(call.provider).verify(token, call.id, userId))) {
      throw new CallRefusal(403, FORBIDDEN);
    }
  }

  /** The messaging service's delivery never holds up or fails the move it tells of. */
  private tellDevices(notice: DeviceNotice): void {
    this.devices?.send(notice).catch(this.onError);
  }

  /**
   * The call as it is now: one still ringing after the ring time has failed, whether or not the
   * process that rang it (and held its timer) is still there.
   */
  private async unanswered(call: CallRow): Promise<CallRow> {
    if (call.status !== 'started' || ageMs(call) < this.ringMs) return call;
    await this.move(call, 'failed', null);
    return (await readCall(this.db, call.id)) ?? call;
  }

  /** Rings until the ring time is up, counted from when the call was made. */
  private ringFor(call: CallRow): void {
    if (this.rings.has(call.id)) return;
    const timer = setTimeout(
      () => {
        this.rings.delete(call.id);
        this.ringOver(call.id).catch(this.onError);
      },
      Math.max(0, this.ringMs - ageMs(call)),
    );
    timer.unref();
    this.rings.set(call.id, timer);
  }

  private async ringOver(sessionId: string): Promise<void> {
    const call = await readCall(this.db, sessionId);
    if (call?.status === 'started') await this.move(call, 'failed', null);
  }

  /**
   * Moves the call on from the status read, records who moved it (null: the server) and tells
   * both people's tabs; false when someone moved it first.
   */
  private async move(call: CallRow, to: CallStatus, by: string | null): Promise<boolean> {
    const notice: DeviceNotice = {
      kind: 'status',
      sessionId: call.id,
      status: to,
      by: by ?? SERVER_MOVER,
      userIds: [call.caller_id, call.callee_id],
      communityId: call.community_id,
    };
    const moved = await this.db.transaction(async (tx) => {
      if (!(await updateStatus(tx, call, to, by, new Date()))) return false;
      await this.hub.publish(notice, tx);
      return true;
    });
    if (moved) this.tellDevices(notice);
    if (moved && to !== 'started') {
      clearTimeout(this.rings.get(call.id));
      this.rings.delete(call.id);
    }
    return moved;
  }
}
