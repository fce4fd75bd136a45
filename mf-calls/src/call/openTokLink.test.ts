import type { CallDetails } from '@portal/shared';
import type { CallLinkOptions } from './callLink';
import { type OpenTokApi, OpenTokLink } from './openTokLink';

// The SDK itself is never loaded here: every test hands the link a fake `OT`.
jest.mock('@opentok/client', () => ({ __esModule: true, default: {} }));

const OT_ERROR = { name: 'OT_AUTHENTICATION_ERROR', message: 'Invalid token' };

type Handler = (event: Record<string, unknown>) => void;
type Done = (error?: { name: string; message: string }) => void;

class FakeEmitter {
  handlers = new Map<string, Handler[]>();

  on(name: string, handler: Handler) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }

  off(name?: string) {
    if (name) this.handlers.delete(name);
    else this.handlers.clear();
  }

  emit(name: string, event: Record<string, unknown>) {
    for (const handler of this.handlers.get(name) ?? []) handler(event);
  }
}

class FakeSubscriber extends FakeEmitter {
  constructor(
    readonly stream: unknown,
    readonly properties: unknown,
    readonly done: Done,
  ) {
    super();
  }
}

class FakePublisher extends FakeEmitter {
  audio: boolean[] = [];
  video: boolean[] = [];
  destroyed = false;

  constructor(
    readonly properties: Record<string, unknown>,
    readonly done: Done,
  ) {
    super();
  }

  publishAudio(value: boolean) {
    this.audio.push(value);
  }

  publishVideo(value: boolean) {
    this.video.push(value);
  }

  destroy() {
    this.destroyed = true;
  }
}

class FakeSession extends FakeEmitter {
  token: string | null = null;
  connected: Done = () => undefined;
  published: { publisher: FakePublisher; done: Done }[] = [];
  subscribers: FakeSubscriber[] = [];
  disconnected = false;

  constructor(
    readonly apiKey: string,
    readonly sessionId: string,
  ) {
    super();
  }

  connect(token: string, done: Done) {
    this.token = token;
    this.connected = done;
  }

  publish(publisher: FakePublisher, done: Done) {
    this.published.push({ publisher, done });
  }

  subscribe(stream: unknown, _target: unknown, properties: unknown, done: Done) {
    const subscriber = new FakeSubscriber(stream, properties, done);
    this.subscribers.push(subscriber);
    return subscriber;
  }

  disconnect() {
    this.disconnected = true;
  }
}

/** `OT` as the link uses it: the sessions and publishers it made are the test's to drive. */
function fakeOT() {
  const sessions: FakeSession[] = [];
  const publishers: FakePublisher[] = [];
  const ot = {
    initSession: (apiKey: string, sessionId: string) => {
      const session = new FakeSession(apiKey, sessionId);
      sessions.push(session);
      return session;
    },
    initPublisher: (_target: unknown, properties: Record<string, unknown>, done: Done) => {
      const publisher = new FakePublisher(properties, done);
      publishers.push(publisher);
      return publisher;
    },
  };
  return { ot: ot as unknown as OpenTokApi, sessions, publishers };
}

const track = (kind: 'audio' | 'video') => ({ kind, enabled: true }) as MediaStreamTrack;

function localStream(video: boolean) {
  const audioTrack = track('audio');
  const videoTrack = track('video');
  return {
    audioTrack,
    videoTrack,
    stream: {
      getAudioTracks: () => [audioTrack],
      getVideoTracks: () => (video ? [videoTrack] : []),
    } as unknown as MediaStream,
  };
}

function join(isVoiceCall = false) {
  const { ot, sessions, publishers } = fakeOT();
  const local = localStream(!isVoiceCall);
  const details: CallDetails = {
    apiKey: '47000001',
    sessionId: '2_MX40NzAwMDAwMX5-session',
    token: 'my-ot-token',
    callStatus: 'answered',
    isVoiceCall,
    from: { id: 'a', name: 'A', image: null },
    to: { id: 'b', name: 'B', image: null },
    iceServers: [],
  };
  const options: CallLinkOptions & { onConnection: jest.Mock; onRemoteStream: jest.Mock } = {
    details,
    local: local.stream,
    send: jest.fn(),
    onRemoteStream: jest.fn(),
    onConnection: jest.fn(),
  };
  const link = OpenTokLink.join(options, ot);
  return { link, options, local, session: sessions[0], publishers };
}

const remoteStream = { getTracks: () => [] } as unknown as MediaStream;

describe('OpenTokLink', () => {
  it("joins the call's session with the person's token and publishes the tab's own tracks", async () => {
    const { link, options, local, session, publishers } = join();
    expect([session.apiKey, session.sessionId, session.token]).toEqual([
      '47000001',
      '2_MX40NzAwMDAwMX5-session',
      'my-ot-token',
    ]);
    expect(publishers).toEqual([]);

    session.connected();
    expect(publishers).toHaveLength(1);
    expect(publishers[0].properties).toEqual({
      insertDefaultUI: false,
      audioSource: local.audioTrack,
      videoSource: local.videoTrack,
      publishAudio: true,
      publishVideo: true,
    });
    expect(session.published.map((published) => published.publisher)).toEqual(publishers);

    // Both people just join: nothing to offer, nothing relayed.
    await link.offer();
    await link.receive();
    expect(options.send).not.toHaveBeenCalled();
    expect(options.onConnection).not.toHaveBeenCalled();
  });

  it('publishes no video for a voice call, and follows the mute button', () => {
    const { link, local, session, publishers } = join(true);
    local.audioTrack.enabled = false;
    session.connected();
    expect(publishers[0].properties).toMatchObject({
      audioSource: local.audioTrack,
      videoSource: null,
      publishAudio: false,
      publishVideo: false,
    });
    link.setMedia({ audio: true, video: true });
    expect([publishers[0].audio, publishers[0].video]).toEqual([[true], []]);
  });

  it("subscribes to the other person's stream and hands it on as a MediaStream", () => {
    const { options, session } = join();
    session.connected();
    session.emit('streamCreated', { stream: { streamId: 'theirs' } });
    session.emit('streamCreated', { stream: { streamId: 'a-second-one' } });
    expect(session.subscribers).toHaveLength(1);
    const [subscriber] = session.subscribers;
    expect(subscriber.stream).toEqual({ streamId: 'theirs' });
    expect(subscriber.properties).toEqual({ insertDefaultUI: false });

    const element = { srcObject: remoteStream, muted: false };
    subscriber.emit('videoElementCreated', { element });
    expect(options.onRemoteStream).toHaveBeenCalledWith(remoteStream);
    expect(element.muted).toBe(true);
    subscriber.done();
    expect(options.onConnection).toHaveBeenCalledWith('connected');
  });

  it.each([
    ['it cannot connect', (session: FakeSession) => session.connected(OT_ERROR)],
    [
      'it cannot publish',
      (session: FakeSession) => {
        session.connected();
        session.published[0].done(OT_ERROR);
      },
    ],
    [
      'it cannot subscribe',
      (session: FakeSession) => {
        session.connected();
        session.emit('streamCreated', { stream: {} });
        session.subscribers[0].done(OT_ERROR);
      },
    ],
    [
      'the network drops it',
      (session: FakeSession) => {
        session.connected();
        session.emit('sessionDisconnected', { reason: 'networkDisconnected' });
        session.emit('sessionDisconnected', { reason: 'networkDisconnected' });
      },
    ],
  ])('reports the link failed, once, when %s', (_when, happen) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { options, session } = join();
    happen(session);
    expect(options.onConnection.mock.calls).toEqual([['failed']]);
    error.mockRestore();
  });

  it('leaves the session on close, and reports nothing after', () => {
    const { link, options, session, publishers } = join();
    session.connected();
    session.emit('streamCreated', { stream: {} });
    link.close();
    expect(session.disconnected).toBe(true);
    expect(publishers[0].destroyed).toBe(true);
    expect(session.handlers.size).toBe(0);
    session.subscribers[0].done();
    session.connected(OT_ERROR);
    expect(options.onConnection).not.toHaveBeenCalled();
    expect(options.onRemoteStream).not.toHaveBeenCalled();
  });
});
