import { CALL_RING_MS, type PushEvent } from '@portal/contracts';
import type { Messaging } from 'firebase-admin/messaging';
import type { Db } from '../db/database.ts';
import type { CallReader } from './callRepository.ts';
import type { DeviceNotice, PushSender } from './pushRealtime.ts';

/** What the sender uses of firebase-admin's messaging client (tests pass a fake). */
export type FcmMessaging = Pick<Messaging, 'sendEachForMulticast'>;

/** The most tokens one multicast may name. */
export const FCM_MULTICAST_MAX = 500;

/**
 * The one answer that says a token is gone for good (the app was uninstalled, the browser
 * unsubscribed). An invalid-argument answer can be about the message rather than the token, so
 * it drops nothing.
 */
const UNREGISTERED = 'messaging/registration-token-not-registered';

/** A ring or a status change is no use once the ring time is over. */
const TTL_SECONDS = CALL_RING_MS / 1000;

function eventOf(notice: DeviceNotice, ring: PushEvent | null): PushEvent | null {
  if (notice.kind === 'ring') return ring;
  return {
    type: 'call.status',
    sessionId: notice.sessionId,
    callStatus: notice.status,
    by: notice.by,
  };
}

/**
 * Firebase Cloud Messaging (FCM_ENABLED=true): rings and status changes also go as data messages
 * to the push tokens the people's devices stored (`POST /v2/sso/pushtoken`), for a device with no
 * portal tab open. The data carries the push socket's event as JSON (`event`), its `type` and the
 * community. Tokens FCM answers are no longer registered are dropped.
 */
export class FcmPushSender implements PushSender {
  constructor(
    private readonly db: Db,
    private readonly reader: CallReader,
    private readonly messaging: FcmMessaging,
  ) {}

  async send(notice: DeviceNotice): Promise<void> {
    const userIds = notice.kind === 'ring' ? [notice.userId] : notice.userIds;
    const tokens = await this.tokensOf(userIds);
    if (tokens.length === 0) return;
    const ring = notice.kind === 'ring' ? await this.reader.ringing(notice.sessionId) : null;
    const event = eventOf(notice, ring && { type: 'call', call: ring });
    if (!event) return;
    const data = {
      type: event.type,
      communityId: notice.communityId,
      event: JSON.stringify(event),
    };
    const gone: string[] = [];
    for (let start = 0; start < tokens.length; start += FCM_MULTICAST_MAX) {
      const batch = tokens.slice(start, start + FCM_MULTICAST_MAX);
      const answer = await this.messaging.sendEachForMulticast({
        tokens: batch,
        data,
        android: { priority: 'high', ttl: TTL_SECONDS * 1000 },
        webpush: { headers: { Urgency: 'high', TTL: String(TTL_SECONDS) } },
      });
      answer.responses.forEach((response, index) => {
        if (!response.success && response.error?.code === UNREGISTERED) gone.push(batch[index]);
      });
    }
    if (gone.length > 0) {
      await this.db.query('DELETE FROM push_tokens WHERE token = ANY ($1)', [gone]);
    }
  }

  private async tokensOf(userIds: readonly string[]): Promise<string[]> {
    const rows = await this.db.query<{ token: string }>(
      `SELECT DISTINCT t.token FROM push_tokens t JOIN sso_devices d ON d.device_id = t.device_id
        WHERE d.user_id = ANY ($1) ORDER BY t.token`,
      [userIds],
    );
    return rows.map((row) => row.token);
  }
}
