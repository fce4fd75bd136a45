import type { CallDetails, CallSignal } from '@portal/shared';
import { CallPeer } from './callPeer';

/**
 * The contracts' `WEBRTC_API_KEY`, by value: the shell's shared code of platform 1.5 does not
 * export it, and the area runs on that platform.
 */
const WEBRTC_API_KEY = 'webrtc';

export interface CallLinkOptions {
  details: CallDetails;
  local: MediaStream;
  /** Sends a WebRTC signal to the other tab (the portal's own calls only). */
  send(signal: CallSignal): Promise<unknown>;
  onRemoteStream(stream: MediaStream): void;
  onConnection(state: RTCPeerConnectionState): void;
}

/**
 * This tab's media connection to the other person of a call, whoever carries it. The call center
 * makes one when the call is answered (the caller) or before it answers (the callee), and knows
 * nothing of the provider behind it.
 */
export interface CallLink {
  /** The caller's part once the call is answered: WebRTC's offer; nothing where both just join. */
  offer(): Promise<void>;
  /** A WebRTC signal from the other tab. */
  receive(signal: CallSignal): Promise<unknown>;
  /**
   * Microphone and camera on or off. WebRTC sends the tracks as they are (the call center turns
   * them off); a provider that publishes them its own way is told here.
   */
  setMedia?(state: { audio: boolean; video: boolean }): void;
  close(): void;
}

export type CallLinkFactory = (options: CallLinkOptions) => CallLink | Promise<CallLink>;

/**
 * The link the call's `apiKey` names: the portal's own WebRTC connection, or OpenTok's. The
 * OpenTok one (and its SDK) is imported only for such a call, so the default build's pages
 * never download it.
 */
export const createCallLink: CallLinkFactory = async (options) => {
  const { details, local, send, onRemoteStream, onConnection } = options;
  if (details.apiKey === WEBRTC_API_KEY) {
    return new CallPeer({
      iceServers: details.iceServers,
      local,
      send,
      onRemoteStream,
      onConnection,
    });
  }
  const { OpenTokLink } = await import(/* webpackChunkName: "opentok-link" */ './openTokLink');
  return OpenTokLink.join(options);
};
