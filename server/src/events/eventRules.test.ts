import { strings } from '@portal/contracts';
import {
  commentProblem,
  eventAccess,
  isFull,
  openSpots,
  planSignup,
  promotions,
} from './eventRules.ts';

describe('commentProblem', () => {
  it.each([
    [null, 'Anything?', undefined],
    [undefined, null, undefined],
    ['Yes', 'Anything?', undefined],
    ['  ', 'Anything?', strings.required],
    ['Hello', null, strings.commentsNotTaken],
    ['x'.repeat(1001), 'Anything?', strings.commentTooLong],
  ])('%j with prompt %j → %s', (comment, prompt, message) => {
    expect(commentProblem(comment, prompt)).toBe(message);
  });
});

describe('spot arithmetic', () => {
  it.each([
    [null, 5, null],
    [10, 4, 6],
    [10, 10, 0],
    [10, 12, 0],
  ])('openSpots(%j, %j) = %j', (total, taken, open) => {
    expect(openSpots(total, taken)).toBe(open);
  });

  it.each([
    [null, null, false],
    [10, 1, false],
    [10, 0, true],
  ])('isFull(%j, %j) = %j', (total, open, full) => {
    expect(isFull(total, open)).toBe(full);
  });
});

describe('planSignup: one guest, one-spot rule, waitlist', () => {
  it.each([
    [null, 0, { outcome: 'Attending' }],
    [null, 1, { outcome: 'Attending' }],
    [5, 1, { outcome: 'Attending' }],
    [2, 1, { outcome: 'Attending' }],
    [1, 0, { outcome: 'Attending' }],
    [1, 1, { outcome: 'refused', message: strings.eventOneSpotLeft }],
    [0, 0, { outcome: 'Waitlisted' }],
    [0, 1, { outcome: 'Waitlisted' }],
    [5, 2, { outcome: 'refused', message: strings.oneGuestOnly }],
    [null, 2, { outcome: 'refused', message: strings.oneGuestOnly }],
  ])('%j open, %j guests', (open, guests, plan) => {
    expect(planSignup(open, guests)).toEqual(plan);
  });
});

describe('promotions', () => {
  const waiting = [
    { id: 'a', userId: 'u1', type: 'UserRSVP' as const },
    { id: 'a-guest', userId: 'u1', type: 'GuestRSVP' as const },
    { id: 'b', userId: 'u2', type: 'UserRSVP' as const },
  ];

  it.each([
    [0, []],
    [1, ['a']],
    [2, ['a', 'a-guest']],
    [3, ['a', 'a-guest', 'b']],
    [9, ['a', 'a-guest', 'b']],
  ])('%j open spots promote %j', (open, promoted) => {
    expect(promotions(waiting, open, new Set())).toEqual(promoted);
  });

  it('promotes a waiting guest whose host already attends', () => {
    expect(promotions([{ id: 'g', userId: 'u9', type: 'GuestRSVP' }], 1, new Set(['u9']))).toEqual([
      'g',
    ]);
  });

  it('skips a guest whose host is not attending', () => {
    expect(
      promotions(
        [
          { id: 'g', userId: 'u9', type: 'GuestRSVP' },
          { id: 'b', userId: 'u2', type: 'UserRSVP' },
        ],
        1,
        new Set(),
      ),
    ).toEqual(['b']);
  });
});

describe('eventAccess (spec 6)', () => {
  it.each([
    ['Resident', 'act'],
    ['Staff', 'demo'],
    ['Family', 'view'],
    ['Advocate', 'view'],
    [undefined, 'view'],
  ])('%s → %s', (role, access) => {
    expect(eventAccess(role)).toBe(access);
  });
});
