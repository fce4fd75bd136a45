import OT from '@opentok/client';
import type { CallLink, CallLinkOptions } from './callLink';

/*
 * A call on OpenTok, through its `@opentok/client` SDK. This module (and the SDK with it) is
 * loaded only for a call whose `apiKey` is an OpenTok project's (callLink.ts).
 */

/** What the link uses of the SDK (tests pass a fake). */
export type OpenTokApi = Pick<typeof OT, 'initSession' | 'initPublisher'>;

type OpenTokError = { name?: string; message?: string } | undefined;

/**
 * Both people just join the call's OpenTok session: each publishes the tab's own camera and
 * microphone (the tracks the call center already holds) and subscribes to the other's stream,
 * handing it to the call screen as a MediaStream. The SDK draws nothing of its own.
 */
export class OpenTokLink implements CallLink {
  private readonly session: OT.Session;
  private publisher: OT.Publisher | null = null;
  private subscriber: OT.Subscriber | null = null;
  private closed = false;
  private failed = false;

  static join(options: CallLinkOptions, ot: OpenTokApi = OT): OpenTokLink {
    return new OpenTokLink(options, ot);
  }

  private constructor(
    private readonly options: CallLinkOptions,
    private readonly ot: OpenTokApi,
  ) {
    const { apiKey, sessionId, token } = options.details;
    this.session = ot.initSession(apiKey, sessionId);
    this.session.on('streamCreated', ({ stream }) => this.subscribe(stream));
    this.session.on('sessionDisconnected', ({ reason }) => {
      if (reason === 'networkDisconnected') this.fail();
    });
    this.session.connect(token, (error) => {
      if (error) this.fail(error);
      else this.publish();
    });
  }

  /** Nothing to offer: both people join the session. */
  async offer(): Promise<void> {}

  /** OpenTok carries its own signalling; the portal relays nothing for such a call. */
  async receive(): Promise<void> {}

  setMedia({ audio, video }: { audio: boolean; video: boolean }): void {
    this.publisher?.publishAudio(audio);
    if (!this.options.details.isVoiceCall) this.publisher?.publishVideo(video);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.session.off();
    this.subscriber?.off();
    this.publisher?.off();
    // Leaving the session ends the publishing and the subscription with it.
    this.session.disconnect();
    this.publisher?.destroy();
  }

  private publish(): void {
    if (this.closed) return;
    const { local, details } = this.options;
    const [audio] = local.getAudioTracks();
    const [video] = local.getVideoTracks();
    const publisher = this.ot.initPublisher(
      undefined,
      {
        insertDefaultUI: false,
        audioSource: audio ?? false,
        videoSource: details.isVoiceCall ? null : (video ?? null),
        publishAudio: audio?.enabled !== false,
        publishVideo: !details.isVoiceCall && video?.enabled !== false,
      },
      (error) => {
        if (error) this.fail(error);
      },
    );
    this.publisher = publisher;
    this.session.publish(publisher, (error) => {
      if (error) this.fail(error);
    });
  }

  /** The other person's stream (one call, one other person: a second stream is not theirs). */
  private subscribe(stream: OT.Stream): void {
    if (this.closed || this.subscriber) return;
    const subscriber = this.session.subscribe(
      stream,
      undefined,
      { insertDefaultUI: false },
      (error) => {
        if (error) this.fail(error);
        else if (!this.closed) this.options.onConnection('connected');
      },
    );
    subscriber.on('videoElementCreated', ({ element }) => {
      const media = element as HTMLVideoElement;
      const remote = media.srcObject;
      if (!remote || !('getTracks' in remote)) return;
      // The call screen plays the stream: the SDK's own element stays silent, so the other
      // person is heard once.
      media.muted = true;
      if (!this.closed) this.options.onRemoteStream(remote);
    });
    this.subscriber = subscriber;
  }

  private fail(error?: OpenTokError): void {
    if (this.closed || this.failed) return;
    this.failed = true;
    if (error) console.error('The OpenTok call could not go on', error.name, error.message);
    this.options.onConnection('failed');
  }
}
