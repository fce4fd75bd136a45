import {
  alertShown,
  CALL_PATHS,
  type CallDetails,
  type CallParty,
  type CallSession,
  type CallSignal,
  type CallStatus,
  closeWebNotice,
  fill,
  type PortalDispatch,
  type PortalState,
  type PushEvent,
  portalMessageOr,
  resolveEnvironment,
  selectUser,
  showWebNotice,
  strings,
} from '@portal/shared';
import { callsApi } from '../api/callsApi';
import {
  type CallLink,
  type CallLinkFactory,
  type CallLinkOptions,
  createCallLink,
} from './callLink';
import { PushSocket } from './pushSocket';

/**
 * Where a call stands in this tab: being placed, ringing out (the caller waits), ringing in (the
 * dialog shows), connecting, connected, or ended (with why, when the other person ended it).
 */
export type CallPhase =
  | 'idle'
  | 'starting'
  | 'ringingOut'
  | 'ringingIn'
  | 'connecting'
  | 'connected'
  | 'ended';

export interface CallView {
  phase: CallPhase;
  details: CallDetails | null;
  side: 'caller' | 'callee' | null;
  /** The other person of the call. */
  other: CallParty | null;
  isVoiceCall: boolean;
  local: MediaStream | null;
  remote: MediaStream | null;
  muted: boolean;
  cameraOff: boolean;
  /** Why the call ended or could not start, in the spec's words. */
  notice: string | null;
}

/** Spec 4: a new session resets every status flag. */
const IDLE: CallView = {
  phase: 'idle',
  details: null,
  side: null,
  other: null,
  isVoiceCall: false,
  local: null,
  remote: null,
  muted: false,
  cameraOff: false,
  notice: null,
};

export interface CallStore {
  dispatch: PortalDispatch;
  getState(): unknown;
}

type MediaGetter = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

interface CallCenterOptions {
  getMedia?: MediaGetter;
  /** Makes the call's media link; by default the one its provider (`apiKey`) names. */
  createLink?: CallLinkFactory;
  createPush?: (options: ConstructorParameters<typeof PushSocket>[0]) => PushSocket;
}

/** An RTK Query error's words for people: the network's, or the server's own message. */
function failureText(error: unknown): string {
  const failure = error as { status?: unknown; message?: unknown } | undefined;
  if (failure?.status === 'NETWORK') return strings.offlineCall;
  return portalMessageOr(failure?.message, strings.generic);
}

function pushUrl(): string {
  const url = new URL(CALL_PATHS.socket, resolveEnvironment().apiOrigin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/**
 * The calls of one tab: the push connection, the call in progress and its media link (WebRTC,
 * or the provider's the call names). Screens read it with `useCall`; its state changes only
 * through the methods and push events.
 */
export class CallCenter {
  private view: CallView = IDLE;
  private readonly listeners = new Set<() => void>();
  private push: PushSocket | null = null;
  private peer: CallLink | null = null;
  /** The link being made for a call (a provider's code may still be loading). */
  private linking: { details: CallDetails; link: Promise<CallLink | null> } | null = null;
  /** Signals that came before this tab's connection existed. */
  private early: CallSignal[] = [];
  /** The caller made its offer for the call in progress. */
  private offered = false;
  private readonly getMedia: MediaGetter;
  /** Call windows on screen: while one shows, it says how a call ended instead of an alert. */
  private windows = 0;

  constructor(
    private readonly store: CallStore,
    private readonly options: CallCenterOptions = {},
  ) {
    this.getMedia =
      options.getMedia ?? ((constraints) => navigator.mediaDevices.getUserMedia(constraints));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getView = (): CallView => this.view;

  /** The call window is on screen until the returned function is called. */
  showWindow(): () => void {
    this.windows += 1;
    return () => {
      this.windows -= 1;
    };
  }

  private set(change: Partial<CallView>): void {
    this.view = { ...this.view, ...change };
    for (const listener of this.listeners) listener();
  }

  private get me() {
    return selectUser(this.store.getState() as PortalState);
  }

  private get communityId(): string {
    return (this.store.getState() as PortalState).session.communityId ?? '';
  }

  /** Connects the push channel for the community shown (again after a switch or a loss). */
  connect(): void {
    const communityId = this.communityId;
    if (!communityId) return;
    if (this.push?.communityId !== communityId) {
      this.push?.stop();
      const create = this.options.createPush ?? ((options) => new PushSocket(options));
      this.push = create({
        url: pushUrl(),
        communityId,
        token: () => (this.store.getState() as PortalState).session.token,
        onEvent: (event) => this.onPush(event),
      });
    }
    this.push.connect();
    this.push.retryNow();
  }

  private busy(): boolean {
    return this.view.phase !== 'idle' && this.view.phase !== 'ended';
  }

  private onPush(event: PushEvent): void {
    if (event.type === 'call') this.ring(event.call);
    else if (event.type === 'call.status')
      this.statusChanged(event.sessionId, event.callStatus, event.by);
    else if (event.type === 'call.signal' && event.sessionId === this.view.details?.sessionId) {
      if (this.peer) void this.peer.receive(event.signal);
      else this.early.push(event.signal);
    }
  }

  /** Spec 4: an incoming call stores the session and shows the dialog. */
  private ring(call: CallDetails): void {
    if (this.busy()) return;
    this.reset();
    this.set({
      phase: 'ringingIn',
      details: call,
      side: 'callee',
      other: call.from,
      isVoiceCall: call.isVoiceCall,
    });
    void showWebNotice({
      title: call.isVoiceCall ? 'Incoming call' : 'Incoming video call',
      body: `${call.from.name} is calling you.`,
      url: '/calls',
      tag: call.sessionId,
      requireInteraction: true,
    });
  }

  private statusChanged(sessionId: string, status: CallStatus, by: string): void {
    const { details, side, phase, other } = this.view;
    if (!details || details.sessionId !== sessionId) return;
    void closeWebNotice(sessionId);
    const mine = by === this.me?._id;
    if (side === 'callee' && phase === 'ringingIn') {
      // Taken or turned down in another of this person's tabs: the dialog just closes.
      if (mine || status === 'failed') this.finish(null, false);
      else if (status === 'cancelled') this.finish(strings.callCancelled, true);
      return;
    }
    if (status === 'answered' && side === 'caller' && phase === 'ringingOut') {
      this.set({ phase: 'connecting' });
      this.makeOffer();
      return;
    }
    if (mine) return;
    if (status === 'declined') this.finish(strings.callDeclined, true);
    else if (status === 'cancelled') this.finish(strings.callCancelled, true);
    else if (status === 'hungup') this.finish(strings.callLeft, true);
    else if (status === 'failed') {
      this.finish(fill(strings.callNoAnswer, { name: other?.name ?? 'The other person' }), true);
    }
  }

  private async media(isVoiceCall: boolean): Promise<MediaStream | null> {
    try {
      return await this.getMedia({ audio: true, video: !isVoiceCall });
    } catch {
      return null;
    }
  }

  private startPeer(): Promise<CallLink | null> {
    const { details, local } = this.view;
    if (this.peer || !details || !local) return Promise.resolve(this.peer);
    if (this.linking?.details !== details) {
      const linking = { details, link: this.makeLink(details, local) };
      this.linking = linking;
      void linking.link.finally(() => {
        if (this.linking === linking) this.linking = null;
      });
    }
    return this.linking.link;
  }

  private async makeLink(details: CallDetails, local: MediaStream): Promise<CallLink | null> {
    const create = this.options.createLink ?? createCallLink;
    const linkOptions: CallLinkOptions = {
      details,
      local,
      send: (signal) =>
        this.store.dispatch(
          callsApi.endpoints.signal.initiate(
            { sessionId: details.sessionId, token: details.token, signal },
            { track: false },
          ),
        ),
      onRemoteStream: (remote) => this.set({ remote }),
      onConnection: (state) => {
        if (state === 'connected' && this.view.phase === 'connecting')
          this.set({ phase: 'connected' });
        if (state === 'failed' && !['idle', 'ended'].includes(this.view.phase)) {
          void this.hangUp(strings.offlineCall);
        }
      },
    };
    let peer: CallLink;
    try {
      peer = await create(linkOptions);
    } catch (error) {
      // The provider's code could not be loaded (offline, say).
      console.error('The call could not connect', error);
      if (this.view.details === details) void this.hangUp(strings.offlineCall);
      return null;
    }
    // The call ended, or another began, while the link was being made.
    if (this.view.details !== details || this.view.phase === 'ended') {
      peer.close();
      return null;
    }
    this.peer = peer;
    for (const signal of this.early.splice(0)) void peer.receive(signal);
    return peer;
  }

  /** Calls a person: video unless `isVoiceCall` (spec 7 POST /call, then notify rings them). */
  async start(to: CallParty, isVoiceCall: boolean): Promise<void> {
    const me = this.me;
    if (this.busy()) {
      this.set({ notice: strings.callBusy });
      return;
    }
    if (!me) return;
    this.reset();
    this.set({ phase: 'starting', side: 'caller', other: to, isVoiceCall });
    // The camera starts while the server opens the session: neither waits for the other.
    const [local, started] = await Promise.all([
      this.media(isVoiceCall),
      this.store.dispatch(
        callsApi.endpoints.startCall.initiate(
          {
            communityId: this.communityId,
            caller: me._id,
            username: me.fullName,
            isVoiceCall,
            to: to.id,
          },
          { track: false },
        ),
      ),
    ]);
    const session = 'data' in started ? started.data : undefined;
    const placed = this.view.phase === 'starting';
    if (!placed || !local || !session) {
      for (const track of local?.getTracks() ?? []) track.stop();
      if (placed) {
        this.finish(session ? strings.callMediaBlocked : failureText(started.error), false);
      }
      // Nobody was rung yet: the session just ends.
      if (session) await this.sendEnd('cancelled', { details: session, other: to });
      return;
    }
    this.set({ local });
    // The session is known: what the server says of it (its ICE servers) comes with the ring.
    this.set({
      phase: 'ringingOut',
      details: {
        ...session,
        callStatus: 'started',
        isVoiceCall,
        from: { id: me._id, name: me.fullName, image: me.thumbnail ?? null },
        to,
        iceServers: [],
      },
    });
    const [details, rung] = await Promise.all([
      this.store.dispatch(
        callsApi.endpoints.callDetails.initiate({ sessionId: session.sessionId }, { track: false }),
      ),
      this.store.dispatch(
        callsApi.endpoints.notify.initiate(
          { users: [to.id], message: { call: session } },
          { track: false },
        ),
      ),
    ]);
    const now = this.getView();
    if (now.details?.sessionId !== session.sessionId || now.phase === 'ended') return;
    const failed = !('data' in details) || !details.data ? details.error : rung.error;
    if (failed) {
      void this.hangUp();
      this.finish(failureText(failed), false);
      return;
    }
    if ('data' in details && details.data) {
      this.set({ details: details.data, other: details.data.to });
    }
    // The offer goes while it rings: the callee's tab keeps it until Accept, which saves the
    // round trips of making it after the answer.
    this.makeOffer();
  }

  /** The caller's part of the media link, once per call. */
  private makeOffer(): void {
    if (this.offered) return;
    this.offered = true;
    void this.startPeer().then((link) => link?.offer());
  }

  /** Accept in the dialog: the camera and microphone, then the call is marked answered. */
  async accept(): Promise<void> {
    const { details, phase } = this.view;
    if (!details || phase !== 'ringingIn') return;
    void closeWebNotice(details.sessionId);
    this.set({ phase: 'connecting' });
    const local = await this.media(details.isVoiceCall);
    if (!local) {
      await this.sendEnd('declined');
      this.finish(strings.callMediaBlocked, false);
      return;
    }
    this.set({ local });
    // The caller's offer may come as soon as the answer is recorded: be ready for it first.
    await this.startPeer();
    const answered = await this.store.dispatch(
      callsApi.endpoints.answerCall.initiate(
        { sessionId: details.sessionId, token: details.token },
        { track: false },
      ),
    );
    if ('error' in answered && answered.error) this.finish(failureText(answered.error), false);
  }

  /** Cancel in the dialog (spec 4: a 'declined' notice goes to the caller). */
  async decline(): Promise<void> {
    if (this.view.phase !== 'ringingIn') return;
    const sent = this.sendEnd('declined');
    this.finish(null, false);
    await sent;
  }

  /** Ends the call from this side: cancels a call still ringing, else hangs up. */
  async hangUp(notice: string | null = null): Promise<void> {
    const { phase, side } = this.view;
    if (phase === 'idle' || phase === 'ended') return;
    const ringing = phase === 'starting' || phase === 'ringingOut';
    const sent = this.view.details
      ? this.sendEnd(side === 'caller' && ringing ? 'cancelled' : 'hungup')
      : Promise.resolve();
    this.finish(notice, notice !== null);
    await sent;
  }

  private async sendEnd(
    how: 'declined' | 'cancelled' | 'hungup',
    { details, other }: { details: CallSession | null; other: CallParty | null } = this.view,
  ): Promise<void> {
    if (!details || !other) return;
    await this.store.dispatch(
      callsApi.endpoints.notify.initiate(
        {
          users: [other.id],
          message: {
            call: { apiKey: details.apiKey, sessionId: details.sessionId, token: details.token },
            [how]: true,
          },
        },
        { track: false },
      ),
    );
  }

  toggleMute(): void {
    const muted = !this.view.muted;
    for (const track of this.view.local?.getAudioTracks() ?? []) track.enabled = !muted;
    this.set({ muted });
    this.peer?.setMedia?.({ audio: !muted, video: !this.view.cameraOff });
  }

  toggleCamera(): void {
    const cameraOff = !this.view.cameraOff;
    for (const track of this.view.local?.getVideoTracks() ?? []) track.enabled = !cameraOff;
    this.set({ cameraOff });
    this.peer?.setMedia?.({ audio: !this.view.muted, video: !cameraOff });
  }

  /** Clears an ended call's message (the person read it or moved on). */
  dismiss(): void {
    if (this.view.phase === 'ended' || this.view.phase === 'idle') this.reset();
  }

  private finish(notice: string | null, alert: boolean): void {
    this.peer?.close();
    this.peer = null;
    this.early = [];
    this.offered = false;
    for (const track of this.view.local?.getTracks() ?? []) track.stop();
    this.set({ phase: 'ended', local: null, remote: null, notice });
    if (notice && alert && this.windows === 0) {
      this.store.dispatch(alertShown(notice, { kind: 'info' }));
    }
  }

  private reset(): void {
    this.peer?.close();
    this.peer = null;
    this.early = [];
    this.offered = false;
    for (const track of this.view.local?.getTracks() ?? []) track.stop();
    this.set(IDLE);
  }
}

let center: CallCenter | null = null;

/** The page's one call center (the overlay, the hooks and the call screen share it). */
export function callCenterFor(store: CallStore): CallCenter {
  center ??= new CallCenter(store);
  return center;
}
