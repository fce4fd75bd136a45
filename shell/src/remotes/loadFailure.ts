/**
 * Why an area (or a screen inside one) could not load. Each kind has its own words for the
 * person and its own analytics event; only a network failure means the person is offline.
 */
export type LoadFailureKind = 'network' | 'http' | 'timeout' | 'evaluation' | 'incompatible';

export class AreaLoadError extends Error {
  constructor(
    readonly kind: LoadFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AreaLoadError';
  }
}

export const LOAD_FAILURE_TEXT: Record<LoadFailureKind, { title: string; message: string }> = {
  network: {
    title: 'This part of the portal could not load',
    message: 'Please check your connection and try again. The rest of the portal still works.',
  },
  timeout: {
    title: 'This part of the portal is taking too long',
    message: 'It did not answer in time. Please try again in a moment.',
  },
  http: {
    title: 'This part of the portal is not available right now',
    message: 'Please try again later. The rest of the portal still works.',
  },
  evaluation: {
    title: 'This part of the portal ran into a problem',
    message: 'Please try again later. The rest of the portal still works.',
  },
  incompatible: {
    title: 'This part of the portal needs an update',
    message: 'It was made for a newer portal. The rest of the portal still works.',
  },
};

/** What a failed fetch says: no answer at all, no answer in time, or an answer with an error status. */
export function failedFetch(error: unknown, url: string): AreaLoadError {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new AreaLoadError('timeout', `${url} did not answer in time`);
  }
  return new AreaLoadError('network', `${url} could not be reached`);
}

export function failedStatus(status: number, url: string): AreaLoadError {
  return new AreaLoadError('http', `${url} answered ${status}`, status);
}

/**
 * The kind of a loading failure. A script that fails to load tells the page nothing about why,
 * so the address is asked again (`probe`): no answer means the network, an error status means
 * the host, and a good answer means the code itself failed while running.
 */
export async function classifyLoadFailure(
  error: unknown,
  probe: () => Promise<AreaLoadError | null>,
  online: boolean,
): Promise<AreaLoadError> {
  if (error instanceof AreaLoadError) return error;
  if (!online) return new AreaLoadError('network', 'The browser is offline');
  const found = await probe().catch((probeError: unknown) => failedFetch(probeError, ''));
  return found ?? new AreaLoadError('evaluation', (error as Error)?.message ?? String(error));
}

/** Asks `url` again, briefly: the failure it shows, or null when it answers well. */
export async function probeUrl(url: string, timeoutMs = 5_000): Promise<AreaLoadError | null> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    return failedFetch(error, url);
  }
  return response.ok ? null : failedStatus(response.status, url);
}
