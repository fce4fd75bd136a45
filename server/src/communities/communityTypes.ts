import type { CallProvider } from '@portal/contracts';

/** Which chat service a community's people use: the portal's own (default) or Stream. */
export type ChatProvider = 'portal' | 'stream';

export interface CommunitySettings {
  alexaCallingEnabled: boolean;
  alexaWakeWord: string | null;
  residentVideoCalling: boolean;
  requestExperienceEnabled: boolean;
  directoryOptOutEnabled: boolean;
  /**
   * Read by the chat login only (auth/chatProvider.ts); the settings the browser gets
   * (toCommunitySettings) leave both out. Stream's API secret is never a setting: it comes from
   * STREAM_API_SECRET.
   */
  chatProvider?: ChatProvider;
  /** The Stream app's API key (public), for a community whose chatProvider is 'stream'. */
  streamApiKey?: string;
  /**
   * Read by the calls only (calls/callRooms.ts), left out of the browser's settings like the
   * chat's: 'opentok' makes the community's calls on OpenTok with OPENTOK_API_KEY and
   * OPENTOK_API_SECRET; anything else, the portal's own WebRTC calls.
   */
  callProvider?: CallProvider;
}

/** Remote feature flags of a community, merged with its settings by the client. */
export interface CommunityFlags {
  wellnessEnabled: boolean;
  shortcutsEnabledPlus: boolean;
  communityCustomThemeFile: string | null;
}
