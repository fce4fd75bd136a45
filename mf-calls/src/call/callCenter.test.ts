import {
  type CallDetails,
  type CallSignal,
  type PortalStore,
  type PushEvent,
  selectAlert,
  strings,
} from '@portal/shared';
import { storeWith, testUser } from '@portal/shared/testing';
import { CallCenter } from './callCenter';
import type { CallLink, CallLinkFactory, CallLinkOptions } from './callLink';
import type { PushSocket, PushSocketOptions } from './pushSocket';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

type Answer = { status: number; body?: unknown } | 'network';

/** The portal API as the center sees it: answers by method and path, records every call. */
function mockCallsApi(answers: Record<string, Answer>): Sent[] {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(input)).pathname;
    sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : null });
    const key = Object.keys(answers).find((pattern) =>
      new RegExp(`^${pattern}$`).test(`${method} ${path}`),
    );
    const answer: Answer = key ? answers[key] : { status: 200, body: {} };
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const ok = answer.status < 300;
    return {
      ok,
      status: answer.status,
      statusText: ok ? 'OK' : 'Refused',
      json: async () => answer.body ?? {},
      text: async () => JSON.stringify(answer.body ?? {}),
    } as Response;
  }) as typeof fetch;
  return sent;
}

const CLAIRE = { id: 'claire', name: 'Claire Whitfield', image: null };
const ME = { id: 'me', name: 'Eleanor Whitfield', image: null };

function details(overrides: Partial<CallDetails> = {}): CallDetails {
  return {
    apiKey: 'webrtc',
    sessionId: 's1',
    token: 'my-pass',
    callStatus: 'started',
    isVoiceCall: false,
    from: ME,
    to: CLAIRE,
    iceServers: [],
    ...overrides,
  };
}

class FakeTrack {
  enabled = true;
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.stopped = true;
  }
}

function fakeStream(video: boolean) {
  const tracks = [new FakeTrack('audio'), ...(video ? [new FakeTrack('video')] : [])];
  return {
    tracks,
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  } as unknown as MediaStream & { tracks: FakeTrack[] };
}

interface FakeLink {
  options: CallLinkOptions;
  offers: number;
  received: CallSignal[];
  media: { audio: boolean; video: boolean }[];
  closed: boolean;
}

interface Harness {
  store: PortalStore;
  center: CallCenter;
  push(event: PushEvent): void;
  peers: FakeLink[];
  media: jest.Mock;
}

/** A link that records what the center asks of it, made as soon as asked. */
function fakeLink(options: CallLinkOptions, peers: FakeLink[]): CallLink {
  const peer: FakeLink = { options, offers: 0, received: [], media: [], closed: false };
  peers.push(peer);
  return {
    offer: async () => {
      peer.offers += 1;
    },
    receive: async (signal: CallSignal) => {
      peer.received.push(signal);
    },
    setMedia: (state) => {
      peer.media.push(state);
    },
    close: () => {
      peer.closed = true;
    },
  };
}

async function harness(
  media: jest.Mock = jest.fn(async (c: MediaStreamConstraints) => fakeStream(Boolean(c.video))),
  createLink?: (peers: FakeLink[]) => CallLinkFactory,
): Promise<Harness> {
  const store = await storeWith(testUser());
  let onEvent: PushSocketOptions['onEvent'] = () => undefined;
  const peers: Harness['peers'] = [];
  const center = new CallCenter(store, {
    getMedia: media,
    createPush: (options) => {
      onEvent = options.onEvent;
      return {
        communityId: options.communityId,
        connect() {},
        retryNow() {},
        stop() {},
      } as unknown as PushSocket;
    },
    createLink: createLink?.(peers) ?? ((options) => fakeLink(options, peers)),
  });
  center.connect();
  return { store, center, push: (event) => onEvent(event), peers, media };
}

const CALL_ANSWERS: Record<string, Answer> = {
  'POST /v2/content/call': {
    status: 200,
    body: { apiKey: 'webrtc', sessionId: 's1', token: 'my-pass' },
  },
  'GET /v2/content/call/s1': { status: 200, body: details() },
  'POST /v2/sso/notify': { status: 200, body: { callStatus: 'started' } },
};

describe('the call center, calling', () => {
  it('places a video call, rings the callee, and makes its offer while it rings, once', async () => {
    const sent = mockCallsApi(CALL_ANSWERS);
    const { center, push, peers, media } = await harness();
    await center.start(CLAIRE, false);

    expect(media).toHaveBeenCalledWith({ audio: true, video: true });
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v2/content/call',
      'GET /v2/content/call/s1',
      'POST /v2/sso/notify',
    ]);
    expect(sent[0].body).toEqual({
      communityId: 'c1',
      caller: 'me',
      username: 'Eleanor Whitfield',
      isVoiceCall: false,
      to: 'claire',
    });
    expect(sent[2].body).toEqual({
      users: ['claire'],
      message: { call: { apiKey: 'webrtc', sessionId: 's1', token: 'my-pass' } },
    });
    expect(center.getView().phase).toBe('ringingOut');
    await settle();
    expect(peers).toHaveLength(1);
    expect(peers[0].offers).toBe(1);

    // Signals of another call are not this one's.
    push({ type: 'call.status', sessionId: 'other', callStatus: 'answered', by: 'claire' });
    expect(center.getView().phase).toBe('ringingOut');

    push({ type: 'call.status', sessionId: 's1', callStatus: 'answered', by: 'claire' });
    await settle();
    expect(center.getView().phase).toBe('connecting');
    expect(peers).toHaveLength(1);
    expect(peers[0].offers).toBe(1);

    push({ type: 'call.signal', sessionId: 's1', signal: { type: 'answer', sdp: 'v=0' } });
    expect(peers[0].received).toEqual([{ type: 'answer', sdp: 'v=0' }]);
    peers[0].options.onConnection('connected');
    expect(center.getView().phase).toBe('connected');
  });

  it('sends its signals with its own pass, one after the other', async () => {
    const sent = mockCallsApi(CALL_ANSWERS);
    const { center, push, peers } = await harness();
    await center.start(CLAIRE, false);
    push({ type: 'call.status', sessionId: 's1', callStatus: 'answered', by: 'claire' });
    await settle();
    await peers[0].options.send({ type: 'offer', sdp: 'v=0' });
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/v2/content/call/s1/signal',
      body: { token: 'my-pass', signal: { type: 'offer', sdp: 'v=0' } },
    });
  });

  it.each([
    ['declined', strings.callDeclined],
    ['hungup', strings.callLeft],
    ['failed', 'Claire Whitfield did not answer. Please try again later.'],
  ] as const)('tells the caller when the other side %s', async (callStatus, message) => {
    mockCallsApi(CALL_ANSWERS);
    const { center, push, store } = await harness();
    await center.start(CLAIRE, false);
    const local = center.getView().local as MediaStream & { tracks: FakeTrack[] };
    push({
      type: 'call.status',
      sessionId: 's1',
      callStatus,
      by: callStatus === 'failed' ? '' : 'claire',
    });
    expect(center.getView()).toMatchObject({ phase: 'ended', notice: message, local: null });
    expect(local.tracks.every((track) => track.stopped)).toBe(true);
    expect(selectAlert(store.getState())?.text).toBe(message);
  });

  it('leaves the telling to the call window while it shows', async () => {
    mockCallsApi(CALL_ANSWERS);
    const { center, push, store } = await harness();
    const hide = center.showWindow();
    await center.start(CLAIRE, false);
    push({ type: 'call.status', sessionId: 's1', callStatus: 'hungup', by: 'claire' });
    expect(center.getView().notice).toBe(strings.callLeft);
    expect(selectAlert(store.getState())).toBeNull();
    hide();
  });

  it('cancels a call that still rings, with a cancelled notice to the callee', async () => {
    const sent = mockCallsApi(CALL_ANSWERS);
    const { center } = await harness();
    await center.start(CLAIRE, true);
    await center.hangUp();
    expect(sent.at(-1)?.body).toEqual({
      users: ['claire'],
      message: { call: { apiKey: 'webrtc', sessionId: 's1', token: 'my-pass' }, cancelled: true },
    });
    expect(center.getView()).toMatchObject({ phase: 'ended', notice: null });
  });

  it("shows the server's refusal in its own words, and the network's as the offline call message", async () => {
    mockCallsApi({
      'POST /v2/content/call': { status: 403, body: { message: strings.callVideoOff } },
    });
    const { center } = await harness();
    await center.start(CLAIRE, false);
    expect(center.getView()).toMatchObject({ phase: 'ended', notice: strings.callVideoOff });

    mockCallsApi({ 'POST /v2/content/call': 'network' });
    await center.start(CLAIRE, false);
    expect(center.getView()).toMatchObject({ phase: 'ended', notice: strings.offlineCall });

    mockCallsApi({
      'POST /v2/content/call': { status: 500, body: { message: 'relation "x" does not exist' } },
    });
    await center.start(CLAIRE, false);
    expect(center.getView().notice).toBe(strings.generic);
  });

  it('says so when the camera or microphone is refused, and calls nobody', async () => {
    const sent = mockCallsApi(CALL_ANSWERS);
    const { center } = await harness(
      jest.fn(async () => {
        throw new DOMException('denied', 'NotAllowedError');
      }),
    );
    await center.start(CLAIRE, false);
    expect(center.getView()).toMatchObject({ phase: 'ended', notice: strings.callMediaBlocked });
    // The session opened while the camera started is ended without a ring.
    expect(sent.map((call) => [call.path, call.body])).toEqual([
      ['/v2/content/call', expect.objectContaining({ to: 'claire' })],
      [
        '/v2/sso/notify',
        {
          users: ['claire'],
          message: {
            call: { apiKey: 'webrtc', sessionId: 's1', token: 'my-pass' },
            cancelled: true,
          },
        },
      ],
    ]);
  });

  it('starts the camera while the session opens, and ends both when hung up before the ring', async () => {
    const sent = mockCallsApi(CALL_ANSWERS);
    let cameraOn: (stream: MediaStream) => void = () => undefined;
    const { center } = await harness(jest.fn(() => new Promise((resolve) => (cameraOn = resolve))));
    const starting = center.start(CLAIRE, false);
    while (sent.length === 0) await settle();
    expect(sent.map((call) => call.path)).toEqual(['/v2/content/call']);
    await center.hangUp();
    const stream = fakeStream(true);
    cameraOn(stream);
    await starting;
    expect(stream.tracks.every((track) => track.stopped)).toBe(true);
    expect(sent.map((call) => call.body)).toContainEqual({
      users: ['claire'],
      message: { call: { apiKey: 'webrtc', sessionId: 's1', token: 'my-pass' }, cancelled: true },
    });
    expect(center.getView()).toMatchObject({ phase: 'ended', notice: null });
  });
});

describe('the call center, called', () => {
  it('rings on a call push, and answers with the connection ready before the call is marked answered', async () => {
    const sent = mockCallsApi({
      'POST /v2/content/call/s1/answer': { status: 200, body: details() },
    });
    const { center, push, peers } = await harness();
    const call = details({ token: 'callee-pass', from: CLAIRE, to: ME, isVoiceCall: true });
    push({ type: 'call', call });
    expect(center.getView()).toMatchObject({
      phase: 'ringingIn',
      side: 'callee',
      other: CLAIRE,
      isVoiceCall: true,
    });

    const accepting = center.accept();
    // An offer that comes while the camera starts waits for the connection.
    push({ type: 'call.signal', sessionId: 's1', signal: { type: 'offer', sdp: 'v=0' } });
    await accepting;
    expect(peers).toHaveLength(1);
    expect(peers[0].received).toEqual([{ type: 'offer', sdp: 'v=0' }]);
    expect(sent).toEqual([
      { method: 'POST', path: '/v2/content/call/s1/answer', body: { token: 'callee-pass' } },
    ]);
    expect(center.getView().phase).toBe('connecting');
  });

  it('declines with a declined notice to the caller', async () => {
    const sent = mockCallsApi({});
    const { center, push } = await harness();
    push({ type: 'call', call: details({ token: 'callee-pass', from: CLAIRE, to: ME }) });
    await center.decline();
    expect(sent.at(-1)?.body).toEqual({
      users: ['claire'],
      message: {
        call: { apiKey: 'webrtc', sessionId: 's1', token: 'callee-pass' },
        declined: true,
      },
    });
    expect(center.getView()).toMatchObject({ phase: 'ended', notice: null });
  });

  it("closes the dialog with the spec's message when the caller cancels, and quietly when another tab took it", async () => {
    mockCallsApi({});
    const { center, push, store } = await harness();
    push({ type: 'call', call: details({ from: CLAIRE, to: ME }) });
    push({ type: 'call.status', sessionId: 's1', callStatus: 'cancelled', by: 'claire' });
    expect(center.getView()).toMatchObject({ phase: 'ended', notice: strings.callCancelled });
    expect(selectAlert(store.getState())?.text).toBe(strings.callCancelled);

    center.dismiss();
    push({ type: 'call', call: details({ sessionId: 's2', from: CLAIRE, to: ME }) });
    push({ type: 'call.status', sessionId: 's2', callStatus: 'answered', by: 'me' });
    expect(center.getView()).toMatchObject({ phase: 'ended', notice: null });
  });

  it('a new session resets every status flag; a second call while busy does not ring', async () => {
    mockCallsApi(CALL_ANSWERS);
    const { center, push } = await harness();
    await center.start(CLAIRE, false);
    center.toggleMute();
    center.toggleCamera();
    push({ type: 'call', call: details({ sessionId: 's9', from: CLAIRE, to: ME }) });
    expect(center.getView().phase).toBe('ringingOut');

    push({ type: 'call.status', sessionId: 's1', callStatus: 'declined', by: 'claire' });
    push({ type: 'call', call: details({ sessionId: 's9', from: CLAIRE, to: ME }) });
    expect(center.getView()).toMatchObject({
      phase: 'ringingIn',
      muted: false,
      cameraOff: false,
      notice: null,
      local: null,
    });
  });

  it('mute and camera turn the local tracks off and on, and tell the link', async () => {
    mockCallsApi(CALL_ANSWERS);
    const { center, push, peers } = await harness();
    await center.start(CLAIRE, false);
    const local = center.getView().local as MediaStream & { tracks: FakeTrack[] };
    center.toggleMute();
    push({ type: 'call.status', sessionId: 's1', callStatus: 'answered', by: 'claire' });
    await settle();
    center.toggleCamera();
    expect(local.tracks.map((track) => track.enabled)).toEqual([false, false]);
    center.toggleMute();
    expect(local.tracks.map((track) => track.enabled)).toEqual([true, false]);
    // The link exists from the ring on (the offer goes while it rings).
    expect(peers[0].media).toEqual([
      { audio: false, video: true },
      { audio: false, video: false },
      { audio: true, video: false },
    ]);
  });
});

describe("the call center and its provider's link", () => {
  const OPENTOK_CALL = { apiKey: '47000001', sessionId: 's1', token: 'ot-token' };

  it('hands the link the call as the server gave it, whatever its provider', async () => {
    const sent = mockCallsApi({
      ...CALL_ANSWERS,
      'POST /v2/content/call': { status: 200, body: OPENTOK_CALL },
      'GET /v2/content/call/s1': { status: 200, body: details(OPENTOK_CALL) },
    });
    const { center, push, peers } = await harness();
    await center.start(CLAIRE, true);
    expect(sent[2].body).toEqual({ users: ['claire'], message: { call: OPENTOK_CALL } });
    push({ type: 'call.status', sessionId: 's1', callStatus: 'answered', by: 'claire' });
    await settle();
    expect(peers[0].options.details).toMatchObject(OPENTOK_CALL);
    expect(peers[0].options.local).toBe(center.getView().local);
    peers[0].options.onRemoteStream(fakeStream(false));
    peers[0].options.onConnection('connected');
    expect(center.getView()).toMatchObject({ phase: 'connected', remote: expect.anything() });
  });

  it('closes a link that was still being made when the call ended', async () => {
    mockCallsApi(CALL_ANSWERS);
    let release: () => void = () => undefined;
    const { center, push, peers } = await harness(undefined, (made) => async (options) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return fakeLink(options, made);
    });
    await center.start(CLAIRE, false);
    push({ type: 'call.status', sessionId: 's1', callStatus: 'answered', by: 'claire' });
    push({ type: 'call.status', sessionId: 's1', callStatus: 'hungup', by: 'claire' });
    release();
    await settle();
    expect(peers).toHaveLength(1);
    expect(peers[0]).toMatchObject({ closed: true, offers: 0 });
  });

  it("ends the call when the provider's code cannot be loaded", async () => {
    mockCallsApi(CALL_ANSWERS);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { center, push } = await harness(undefined, () => async () => {
      throw new Error('Loading chunk opentok-link failed');
    });
    await center.start(CLAIRE, false);
    push({ type: 'call.status', sessionId: 's1', callStatus: 'answered', by: 'claire' });
    await settle();
    expect(center.getView()).toMatchObject({ phase: 'ended', notice: strings.offlineCall });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
