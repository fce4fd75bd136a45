import { shellSessionUrl } from './shellSessionUrl';

describe('shellSessionUrl', () => {
  it.each([
    ['http://localhost:3000', 'abc.def.ghi', 'http://localhost:3000/#session=abc.def.ghi'],
    ['https://portal.example.org/', 'a b+c/d', 'https://portal.example.org/#session=a%20b%2Bc%2Fd'],
  ])('%s with %j → %s', (origin, token, url) => {
    expect(shellSessionUrl(origin, token)).toBe(url);
    expect(new URL(url).search).toBe('');
  });
});
