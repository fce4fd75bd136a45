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

/**
 * One side of a call's WebRTC connection: the caller makes the offer once the callee answered;
 * the callee answers it. Signals are sent in order and handled in order; candidates that come
 * before the description they belong to wait for it.
 */
export class CallPeer {
  private readonly connection: RTCPeerConnection;
  private sending: Promise<unknown> = Promise.resolve();
  private receiving: Promise<unknown> = Promise.resolve();
  private readonly waiting: RTCIceCandidateInit[] = [];

  constructor(private readonly options: CallPeerOptions) {
    const create = options.createConnection ?? ((config) => new RTCPeerConnection(config));
    this.connection = create({ iceServers: options.iceServers });
    for (const track of options.local.getTracks()) this.connection.addTrack(track, options.local);
    this.connection.onicecandidate = ({ candidate }) => {
      if (!candidate) return;
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
    const offer = await this.connection.createOffer();
    await this.connection.setLocalDescription(offer);
    this.queue({ type: 'offer', sdp: offer.sdp ?? '' });
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
      const answer = await this.connection.createAnswer();
      await this.connection.setLocalDescription(answer);
      this.queue({ type: 'answer', sdp: answer.sdp ?? '' });
    }
  }

  close(): void {
    this.connection.onicecandidate = null;
    this.connection.ontrack = null;
    this.connection.onconnectionstatechange = null;
    this.connection.close();
  }
}
