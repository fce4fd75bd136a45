import { addressOf } from './federation';
import {
  AreaLoadError,
  classifyLoadFailure,
  failedFetch,
  failedStatus,
  probeUrl,
} from './loadFailure';

const URL_A = 'http://localhost:3003/mf-manifest.json';

describe('classifyLoadFailure', () => {
  const never = jest.fn(async () => null);

  it('keeps a failure whose kind is already known', async () => {
    const known = failedStatus(404, URL_A);
    await expect(classifyLoadFailure(known, never, true)).resolves.toBe(known);
    expect(never).not.toHaveBeenCalled();
  });

  it('calls any failure while the browser is offline a network failure', async () => {
    const failure = await classifyLoadFailure(new Error('Script error'), never, false);
    expect(failure.kind).toBe('network');
  });

  it.each([
    ['network', failedFetch(new TypeError('Failed to fetch'), URL_A), undefined],
    [
      'timeout',
      failedFetch(new DOMException('signal timed out', 'TimeoutError'), URL_A),
      undefined,
    ],
    ['http', failedStatus(503, URL_A), 503],
  ] as const)('asks the address again and reports %s', async (kind, probed, status) => {
    const failure = await classifyLoadFailure(
      new Error('Loading script failed'),
      async () => probed,
      true,
    );
    expect(failure).toMatchObject({ kind, status });
  });

  it('calls it an evaluation failure when the address answers well', async () => {
    const failure = await classifyLoadFailure(new TypeError('x is not a function'), never, true);
    expect(failure).toMatchObject({ kind: 'evaluation', message: 'x is not a function' });
  });
});

describe('probeUrl', () => {
  it.each([
    [async () => ({ ok: true, status: 200 }), null],
    [async () => ({ ok: false, status: 404 }), { kind: 'http', status: 404 }],
    [
      async () => {
        throw new TypeError('Failed to fetch');
      },
      { kind: 'network' },
    ],
  ])('%#', async (answer, expected) => {
    global.fetch = jest.fn(answer) as unknown as typeof fetch;
    const failure = await probeUrl(URL_A);
    if (expected === null) expect(failure).toBeNull();
    else expect(failure).toMatchObject(expected);
    if (failure) expect(failure).toBeInstanceOf(AreaLoadError);
  });
});

describe('addressOf', () => {
  const manifest = 'http://localhost:3003/mf-manifest.json';
  it.each([
    [
      'Loading chunk 7 failed.\n(error: http://localhost:3003/static/js/async/7.ab12.js)',
      'http://localhost:3003/static/js/async/7.ab12.js',
    ],
    [
      '[ Federation Runtime ]: RUNTIME-004 See https://module-federation.io/guide/troubleshooting/runtime/RUNTIME-004',
      manifest,
    ],
    ['Script error', manifest],
  ])('%s → %s', (message, address) => {
    expect(addressOf(new Error(message), manifest)).toBe(address);
  });
});
