import type { Environment } from '@portal/shared';
import { shellSessionUrl } from './shellSessionUrl';

const env = (name: Environment['name'], shellOrigin: string) =>
  ({ name, shellOrigin }) as Environment;

describe('shellSessionUrl', () => {
  it.each([
    ['http://localhost:3000', 'abc.def.ghi', 'http://localhost:3000/#session=abc.def.ghi'],
    ['https://portal.example.org/', 'a b+c/d', 'https://portal.example.org/#session=a%20b%2Bc%2Fd'],
  ])('%s with %j → %s', (origin, token, url) => {
    expect(shellSessionUrl(env('local', origin), { token })).toBe(url);
    expect(new URL(url).search).toBe('');
  });

  it('returns to a local area dev server when asked, locally', () => {
    expect(
      shellSessionUrl(
        env('local', 'http://localhost:3000'),
        { token: 't', refreshToken: 's.r' },
        '?return=http://localhost:3002/events/all?x=1',
      ),
    ).toBe('http://localhost:3002/events/all#session=t&refresh=s.r');
  });

  it.each([
    ['production', '?return=http://localhost:3002/'],
    ['local', '?return=https://evil.example/'],
    ['local', '?return=javascript:alert(1)'],
    ['local', '?return=not a url'],
  ] as const)('ignores a return address in %s: %s', (name, search) => {
    expect(shellSessionUrl(env(name, 'https://portal.example.org'), { token: 't' }, search)).toBe(
      'https://portal.example.org/#session=t',
    );
  });
});
