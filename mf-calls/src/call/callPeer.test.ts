import type { CallSignal } from '@portal/shared';
import { CallPeer } from './callPeer';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Enough of RTCPeerConnection to follow what the peer asks of it. */
class FakeConnection extends EventTarget {
  iceGatheringState: RTCIceGatheringState = 'new';
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  added: RTCIceCandidateInit[] = [];
  onicecandidate: ((event: { candidate: unknown }) => void) | null = null;
  ontrack = null;
  onconnectionstatechange = null;
  addTrack() {}
  async createOffer() {
    return { type: 'offer', sdp: 'offer' };
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'answer' };
  }
  async setLocalDescription(description: { type: string; sdp: string }) {
    this.localDescription = { ...description };
    this.iceGatheringState = 'gathering';
  }
  async setRemoteDescription(description: { type: string; sdp: string }) {
    this.remoteDescription = description;
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    this.added.push(candidate);
  }
  /** A candidate found: it joins the local SDP, and is announced. */
  find(name: string) {
    if (this.localDescription) this.localDescription.sdp += ` ${name}`;
    this.onicecandidate?.({
      candidate: { candidate: name, sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'u' },
    });
  }
  complete() {
    this.iceGatheringState = 'complete';
    this.dispatchEvent(new Event('icegatheringstatechange'));
  }
  close() {}
}

function peerWith() {
  const connection = new FakeConnection();
  const sent: CallSignal[] = [];
  const peer = new CallPeer({
    iceServers: [],
    local: { getTracks: () => [] } as unknown as MediaStream,
    send: async (signal) => {
      sent.push(signal);
    },
    onRemoteStream: () => undefined,
    onConnection: () => undefined,
    createConnection: () => connection as unknown as RTCPeerConnection,
  });
  return { peer, connection, sent };
}

describe('the WebRTC call peer', () => {
  it('sends its offer once the candidates are gathered, with them in it, and trickles the later ones', async () => {
    const { peer, connection, sent } = peerWith();
    const offering = peer.offer();
    await settle();
    connection.find('c1');
    connection.find('c2');
    expect(sent).toEqual([]);
    connection.complete();
    await offering;
    await settle();
    connection.find('c3');
    await settle();
    expect(sent).toEqual([
      { type: 'offer', sdp: 'offer c1 c2' },
      {
        type: 'candidate',
        candidate: { candidate: 'c3', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'u' },
      },
    ]);
  });

  it('does not wait for candidates longer than it should', async () => {
    jest.useFakeTimers();
    try {
      const { peer, sent } = peerWith();
      const offering = peer.offer();
      await jest.advanceTimersByTimeAsync(299);
      expect(sent).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      await offering;
      await jest.advanceTimersByTimeAsync(0);
      expect(sent).toEqual([{ type: 'offer', sdp: 'offer' }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers an offer, using the candidates that came before it', async () => {
    const { peer, connection, sent } = peerWith();
    const early = { candidate: 'r1', sdpMid: '0', sdpMLineIndex: 0 };
    void peer.receive({ type: 'candidate', candidate: early });
    const answering = peer.receive({ type: 'offer', sdp: 'their offer' });
    await settle();
    connection.complete();
    await answering;
    await settle();
    expect(connection.remoteDescription).toEqual({ type: 'offer', sdp: 'their offer' });
    expect(connection.added).toEqual([early]);
    expect(sent).toEqual([{ type: 'answer', sdp: 'answer' }]);
  });
});
