import type { CallDetails, CallSignal } from '@portal/shared';

export interface CallPeerOptions {
  iceServers: CallDetails['iceServers'];
  local: MediaStream;
  /** Sends a signal to the other tab; signals go one after the other, in order. */
  send(signal: CallSignal): Promise<unknown>;
  onRemoteStream(stream: MediaStream): void;
  onConnection(state: RTCPeerConnectionState): void;
  createConnection?: (config: RTCConfiguration) => RTCPeerConnection;
}

/** How long a description waits for its candidates; on one network they take milliseconds. */
export const GATHER_WAIT_MS = 300;

/** Resolves when the connection has gathered its candidates, or after `waitMs`. */
function gathered(connection: RTCPeerConnection, waitMs: number): Promise<void> {
  if (connection.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      connection.removeEventListener('icegatheringstatechange', check);
      resolve();
    };
    const check = () => {
      if (connection.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, waitMs);
    connection.addEventListener('icegatheringstatechange', check);
  });
}

/**
 * One side of a call's WebRTC connection: the caller makes the offer (while the call rings), the
 * callee answers it. Each description carries the candidates gathered by then; later ones
 * trickle. Signals are sent in order and handled in order; candidates that come before the
 * description they belong to wait for it.
 */
export class CallPeer {
  private readonly connection: RTCPeerConnection;
  private sending: Promise<unknown> = Promise.resolve();
  private receiving: Promise<unknown> = Promise.resolve();
  private readonly waiting: RTCIceCandidateInit[] = [];
  /** This side's description has gone; later candidates trickle one by one. */
  private described = false;

  constructor(private readonly options: CallPeerOptions) {
    const create = options.createConnection ?? ((config) => new RTCPeerConnection(config));
    this.connection = create({ iceServers: options.iceServers });
    for (const track of options.local.getTracks()) this.connection.addTrack(track, options.local);
    this.connection.onicecandidate = ({ candidate }) => {
      // Candidates found before the description went are in its SDP already.
      if (!candidate || !this.described) return;
      const { sdpMid, sdpMLineIndex, usernameFragment } = candidate;
      this.queue({
        type: 'candidate',
        candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment },
      });
    };
    this.connection.ontrack = ({ streams, track }) => {
      options.onRemoteStream(streams[0] ?? new MediaStream([track]));
    };
    this.connection.onconnectionstatechange = () => {
      options.onConnection(this.connection.connectionState);
    };
  }

  private queue(signal: CallSignal): void {
    this.sending = this.sending.then(() => this.options.send(signal)).catch(() => undefined);
  }

  /** The caller's part, once the call is answered. */
  async offer(): Promise<void> {
    await this.connection.setLocalDescription(await this.connection.createOffer());
    await this.describe('offer');
  }

  /**
   * Sends this side's description once its candidates are gathered (at most GATHER_WAIT_MS): one
   * signal through the server instead of one per candidate, which a busy server relays slowly.
   */
  private async describe(type: 'offer' | 'answer'): Promise<void> {
    await gathered(this.connection, GATHER_WAIT_MS);
    this.described = true;
    this.queue({ type, sdp: this.connection.localDescription?.sdp ?? '' });
  }

  receive(signal: CallSignal): Promise<unknown> {
    this.receiving = this.receiving
      .then(() => this.handle(signal))
      .catch((error: unknown) => {
        console.error('A call signal could not be used', error);
      });
    return this.receiving;
  }

  private async handle(signal: CallSignal): Promise<void> {
    if (signal.type === 'candidate') {
      if (this.connection.remoteDescription)
        await this.connection.addIceCandidate(signal.candidate);
      else this.waiting.push(signal.candidate);
      return;
    }
    await this.connection.setRemoteDescription({ type: signal.type, sdp: signal.sdp });
    for (const candidate of this.waiting.splice(0)) {
      await this.connection.addIceCandidate(candidate);
    }
    if (signal.type === 'offer') {
      await this.connection.setLocalDescription(await this.connection.createAnswer());
      await this.describe('answer');
    }
  }

  close(): void {
    this.connection.onicecandidate = null;
    this.connection.ontrack = null;
    this.connection.onconnectionstatechange = null;
    this.connection.close();
  }
}
