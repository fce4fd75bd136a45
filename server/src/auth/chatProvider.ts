import type { ChatProvider, CommunitySettings } from '../communities/communityTypes.ts';
import type { Db } from '../db/database.ts';

export interface CommunityChat {
  provider: ChatProvider;
  /** Stream's API key; null for the portal's own chat, or when none is set. */
  streamApiKey: string | null;
  /** The account that answers "Message the staff" chats, if the community has one. */
  staffUserId: string | null;
}

/** How a community's chat is configured (settings.chatProvider; the portal's own by default). */
export async function communityChat(db: Db, communityId: string): Promise<CommunityChat> {
  const [row] = await db.query<{
    settings: Partial<CommunitySettings> | null;
    chat_staff_user_id: string | null;
  }>('SELECT settings, chat_staff_user_id FROM communities WHERE id = $1', [communityId]);
  const settings = row?.settings ?? {};
  const apiKey = settings.streamApiKey;
  return {
    provider: settings.chatProvider === 'stream' ? 'stream' : 'portal',
    streamApiKey: typeof apiKey === 'string' && apiKey.trim() ? apiKey.trim() : null,
    staffUserId: row?.chat_staff_user_id ?? null,
  };
}
