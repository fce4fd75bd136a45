import { rewriteAssetUrl } from './feedAssetUrl.ts';
import { audiencesForRole, effectiveAudiences } from './feedAudiences.ts';
import { decodeCursor, encodeCursor } from './feedCursor.ts';
import { readFrom, readPage } from './feedInput.ts';
import { missingField } from './formSubmission.ts';

describe('feed audiences (spec 6)', () => {
  it.each([
    ['Staff', ['Resident', 'Family']],
    ['Resident', ['Resident']],
    ['Family', ['Family']],
    ['Advocate', ['Family']],
  ])('%s sees %j', (role, expected) => {
    expect(audiencesForRole(role)).toEqual(expected);
  });

  it.each([
    ['Resident', ['Resident', 'Family'], ['Resident']],
    ['Resident', ['Family'], []],
    ['Family', null, ['Family']],
    ['Staff', ['Family'], ['Family']],
    ['Staff', [], ['Resident', 'Family']],
  ])('%s asking for %j reads %j', (role, requested, expected) => {
    expect(effectiveAudiences(role, requested)).toEqual(expected);
  });
});

describe('cursor', () => {
  it('round-trips and refuses anything else', () => {
    const cursor = { startDate: '2026-01-02T03:04:05.000Z', id: 'abc', page: 3 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor('nonsense')).toBeNull();
    expect(decodeCursor(Buffer.from('["x","abc",1]').toString('base64url'))).toBeNull();
    expect(decodeCursor(Buffer.from('["2026-01-01","abc",0]').toString('base64url'))).toBeNull();
  });
});

describe('page and from input', () => {
  it.each([
    [undefined, { after: null, limit: 50 }],
    [{ limit: 1 }, { after: null, limit: 1 }],
    [{ limit: 0 }, { error: 'page.limit must be between 1 and 100.' }],
    [{ limit: 101 }, { error: 'page.limit must be between 1 and 100.' }],
  ])('reads %j', (page, expected) => {
    expect(readPage(page, 50)).toEqual(expected);
  });

  it('reads from', () => {
    expect(readFrom(null)).toEqual({ from: null });
    expect(readFrom('2026-01-01T00:00:00Z')).toEqual({ from: new Date('2026-01-01T00:00:00Z') });
    expect(readFrom('soon')).toEqual({ error: 'filters.from must be a date.' });
  });
});

describe('asset URL rewrite (spec 7)', () => {
  it.each([
    ['/v3/content/assets/a.png', '/v2/content/assets/a.png'],
    ['https://cdn.example.org/v3/content/x.pdf', 'https://cdn.example.org/v2/content/x.pdf'],
    ['/v2/content/assets/a.png', '/v2/content/assets/a.png'],
    ['https://example.org/docs/v3/content/x', 'https://example.org/docs/v3/content/x'],
  ])('%s → %s', (from, to) => {
    expect(rewriteAssetUrl(from)).toBe(to);
  });
});

describe('form submission fields (spec 5)', () => {
  it.each([
    [{ formId: 'f', data: '{}', userId: 'u', communityId: 'c' }, null],
    [{ data: '{}', userId: 'u', communityId: 'c' }, 'formId'],
    [{ formId: 'f', data: ' ', userId: 'u', communityId: 'c' }, 'data'],
    [{ formId: 'f', data: '{}', communityId: 'c' }, 'userId'],
    [{ formId: 'f', data: '{}', userId: 'u', communityId: '' }, 'communityId'],
  ])('%j misses %s', (input, missing) => {
    expect(missingField(input)).toBe(missing);
  });
});
