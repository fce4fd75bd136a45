import type { CallDetails } from '@portal/shared';
import { type CallLinkOptions, createCallLink } from './callLink';

// Loading the OpenTok module is what a webrtc call must not do: the mock counts it.
const mockOpenTokModule = { loads: 0 };
jest.mock('./openTokLink', () => {
  mockOpenTokModule.loads += 1;
  return { OpenTokLink: { join: jest.fn((options: unknown) => ({ openTok: options })) } };
});
jest.mock('./callPeer', () => ({
  CallPeer: jest.fn((options: unknown) => ({ webRtc: options })),
}));

function optionsFor(apiKey: string): CallLinkOptions {
  const details: CallDetails = {
    apiKey,
    sessionId: 's1',
    token: 'pass',
    callStatus: 'answered',
    isVoiceCall: false,
    from: { id: 'a', name: 'A', image: null },
    to: { id: 'b', name: 'B', image: null },
    iceServers: [{ urls: 'stun:stun.example.org' }],
  };
  return {
    details,
    local: {} as MediaStream,
    send: jest.fn(),
    onRemoteStream: jest.fn(),
    onConnection: jest.fn(),
  };
}

describe('createCallLink', () => {
  it("makes the portal's own WebRTC connection for a webrtc call, and loads nothing else", async () => {
    const options = optionsFor('webrtc');
    const link = await createCallLink(options);
    const { CallPeer } = jest.requireMock<{ CallPeer: jest.Mock }>('./callPeer');
    expect(link).toEqual({
      webRtc: {
        iceServers: options.details.iceServers,
        local: options.local,
        send: options.send,
        onRemoteStream: options.onRemoteStream,
        onConnection: options.onConnection,
      },
    });
    expect(CallPeer).toHaveBeenCalledTimes(1);
    expect(mockOpenTokModule.loads).toBe(0);
  });

  it("joins OpenTok for a call whose apiKey is an OpenTok project's, loading it then", async () => {
    const options = optionsFor('47000001');
    expect(await createCallLink(options)).toEqual({ openTok: options });
    expect(mockOpenTokModule.loads).toBe(1);
  });
});
