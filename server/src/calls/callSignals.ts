import { CALL_SDP_MAX, type CallSignal } from '@portal/contracts';

/** An ICE candidate line is a few hundred characters. */
export const CANDIDATE_MAX = 1_024;
const SDP_MID_MAX = 64;
const USERNAME_FRAGMENT_MAX = 256;
/** The m-lines of an SDP: a call has a few. */
const MLINE_INDEX_MAX = 1_024;

export const SIGNAL_PROBLEMS = {
  type: 'signal.type must be offer, answer or candidate.',
  sdp: `signal.sdp must be a text of 1 to ${CALL_SDP_MAX} characters.`,
  candidate: 'signal.candidate must be an object.',
  candidateLine: `signal.candidate.candidate must be a text of at most ${CANDIDATE_MAX} characters.`,
  sdpMid: `signal.candidate.sdpMid must be null or a text of at most ${SDP_MID_MAX} characters.`,
  sdpMLineIndex: `signal.candidate.sdpMLineIndex must be null or a whole number from 0 to ${MLINE_INDEX_MAX}.`,
  usernameFragment: `signal.candidate.usernameFragment must be null or a text of at most ${USERNAME_FRAGMENT_MAX} characters.`,
  extra: 'signal has fields it cannot have.',
} as const;

type Candidate = Extract<CallSignal, { type: 'candidate' }>['candidate'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOrNull(value: unknown, max: number): value is string | null | undefined {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.length <= max)
  );
}

function onlyKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(value).every((key) => keys.includes(key));
}

/**
 * The WebRTC message as the server relays it (only its known fields, each of its type and within
 * its bounds), or the problem with it.
 */
export function parseSignal(value: unknown): CallSignal | { problem: string } {
  if (!isObject(value)) return { problem: SIGNAL_PROBLEMS.type };
  if (value.type === 'offer' || value.type === 'answer') {
    const { sdp } = value;
    if (typeof sdp !== 'string' || sdp.length === 0 || sdp.length > CALL_SDP_MAX) {
      return { problem: SIGNAL_PROBLEMS.sdp };
    }
    if (!onlyKeys(value, ['type', 'sdp'])) return { problem: SIGNAL_PROBLEMS.extra };
    return { type: value.type, sdp };
  }
  if (value.type !== 'candidate') return { problem: SIGNAL_PROBLEMS.type };
  const { candidate } = value;
  if (!isObject(candidate)) return { problem: SIGNAL_PROBLEMS.candidate };
  if (!onlyKeys(value, ['type', 'candidate'])) return { problem: SIGNAL_PROBLEMS.extra };
  const keys = ['candidate', 'sdpMid', 'sdpMLineIndex', 'usernameFragment'] as const;
  if (!onlyKeys(candidate, keys)) return { problem: SIGNAL_PROBLEMS.extra };
  // An empty line is the end of the candidates.
  if (typeof candidate.candidate !== 'string' || candidate.candidate.length > CANDIDATE_MAX) {
    return { problem: SIGNAL_PROBLEMS.candidateLine };
  }
  if (!textOrNull(candidate.sdpMid, SDP_MID_MAX)) return { problem: SIGNAL_PROBLEMS.sdpMid };
  const index = candidate.sdpMLineIndex;
  const indexFits =
    index === undefined ||
    index === null ||
    (Number.isInteger(index) && (index as number) >= 0 && (index as number) <= MLINE_INDEX_MAX);
  if (!indexFits) return { problem: SIGNAL_PROBLEMS.sdpMLineIndex };
  if (!textOrNull(candidate.usernameFragment, USERNAME_FRAGMENT_MAX)) {
    return { problem: SIGNAL_PROBLEMS.usernameFragment };
  }
  // What was given, as it was given: the other tab reads it as it was sent.
  const relayed: Candidate = { candidate: candidate.candidate };
  if (candidate.sdpMid !== undefined) relayed.sdpMid = candidate.sdpMid;
  if (index !== undefined) relayed.sdpMLineIndex = index as number | null;
  if (candidate.usernameFragment !== undefined) {
    relayed.usernameFragment = candidate.usernameFragment;
  }
  return { type: 'candidate', candidate: relayed };
}
