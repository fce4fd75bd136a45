import { GraphQLError } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import { graphErrorFormatter, isDeliberateGraphError } from './graphErrorFormatter.ts';
import { badInput, forbidden, notFound, unauthenticated } from './graphErrors.ts';
import { limitError } from './graphLimits.ts';

function located(original: Error): GraphQLError {
  return new GraphQLError(original.message, { path: ['me'], originalError: original });
}

function fakeContext() {
  const log = { error: jest.fn(), info: jest.fn() };
  const context = { reply: { log, request: { id: 'request-1' } } } as unknown as MercuriusContext;
  return { context, log };
}

describe('isDeliberateGraphError', () => {
  it.each([
    ['a validation error', new GraphQLError('Cannot query field "x" on type "Query".')],
    ['bad input', located(badInput('Too long.'))],
    ['forbidden', located(forbidden('Not your community.'))],
    ['not found', located(notFound())],
    ['unauthenticated', located(unauthenticated())],
    ['a limit', located(limitError('Aliases limit of 15 exceeded, found 16.'))],
    ['a 4xx of mercurius', located(Object.assign(new Error('Bad request'), { statusCode: 400 }))],
  ])('%s is deliberate', (_what, error) => {
    expect(isDeliberateGraphError(error)).toBe(true);
  });

  it.each([
    [
      'a database error',
      located(Object.assign(new Error('invalid byte sequence'), { code: '22021' })),
    ],
    ['a TypeError', located(new TypeError("Cannot read properties of undefined (reading 'id')"))],
    ['a 5xx', located(Object.assign(new Error('pool ended'), { statusCode: 503 }))],
  ])('%s is not', (_what, error) => {
    expect(isDeliberateGraphError(error)).toBe(false);
  });
});

describe('graphErrorFormatter', () => {
  it('answers an unexpected error with a generic message and the request id, and logs it', () => {
    const { context, log } = fakeContext();
    const databaseError = Object.assign(new Error('invalid byte sequence for encoding "UTF8"'), {
      code: '22021',
    });
    const formatted = graphErrorFormatter({ hideSuggestions: false })(
      { data: null, errors: [located(databaseError)] },
      context,
    );
    expect(formatted.statusCode).toBe(500);
    expect(JSON.stringify(formatted.response)).not.toMatch(/byte sequence|22021/);
    expect(formatted.response.errors).toEqual([
      {
        message: expect.stringMatching(/went wrong/),
        path: ['me'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'request-1' },
      },
    ]);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: databaseError, requestId: 'request-1' }),
      'GraphQL error',
    );
  });

  it('keeps deliberate errors and partial data as mercurius answers them', () => {
    const { context } = fakeContext();
    const execution = { data: { me: null }, errors: [located(forbidden('Not your community.'))] };
    const expected = mercurius.defaultErrorFormatter(
      { data: { me: null }, errors: [located(forbidden('Not your community.'))] },
      context,
    );
    expect(graphErrorFormatter({ hideSuggestions: false })(execution, context)).toEqual(expected);
  });

  it('drops "Did you mean" when asked to', () => {
    const { context } = fakeContext();
    const error = new GraphQLError('Cannot query field "mee" on type "Query". Did you mean "me"?');
    const formatted = graphErrorFormatter({ hideSuggestions: true })(
      { data: null, errors: [error] },
      context,
    );
    expect(formatted.response.errors).toEqual([
      { message: 'Cannot query field "mee" on type "Query".' },
    ]);
  });
});
