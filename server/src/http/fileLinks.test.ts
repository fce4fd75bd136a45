import { FILE_LINK_WINDOW_MS, fileLinks } from './fileLinks.ts';

const links = fileLinks(new TextEncoder().encode('s'.repeat(32)));
const PATH = '/v2/content/assets/photo-01.png';
const NOON = Date.parse('2026-11-25T12:00:00Z');

function parts(url: string): { exp: string; sig: string } {
  const query = new URLSearchParams(url.split('?')[1]);
  return { exp: query.get('exp') ?? '', sig: query.get('sig') ?? '' };
}

describe('file links', () => {
  it('stay the same within a window, so browsers cache the file', () => {
    expect(links.sign(PATH, NOON)).toBe(links.sign(PATH, NOON + 60_000));
  });

  it('hold for at least one more window and end after two', () => {
    const { exp, sig } = parts(links.sign(PATH, NOON));
    expect(links.holds(PATH, exp, sig, NOON + FILE_LINK_WINDOW_MS)).toBe(true);
    expect(links.holds(PATH, exp, sig, NOON + 2 * FILE_LINK_WINDOW_MS)).toBe(false);
  });

  it('belong to one file, one expiry and one secret', () => {
    const { exp, sig } = parts(links.sign(PATH, NOON));
    expect(links.holds('/v2/content/assets/photo-02.png', exp, sig, NOON)).toBe(false);
    expect(links.holds(PATH, String(Number(exp) + 1), sig, NOON)).toBe(false);
    const other = fileLinks(new TextEncoder().encode('t'.repeat(32)));
    expect(other.holds(PATH, exp, sig, NOON)).toBe(false);
    expect(links.holds(PATH, undefined, sig, NOON)).toBe(false);
    expect(links.holds(PATH, exp, undefined, NOON)).toBe(false);
    expect(links.holds(PATH, '1e12', sig, NOON)).toBe(false);
  });
});
