import mercurius from 'mercurius';

export function forbidden(message: string): Error {
  return new mercurius.ErrorWithProps(message, { code: 'FORBIDDEN' });
}

export function unauthenticated(): Error {
  return new mercurius.ErrorWithProps('Unauthorized', { code: 'UNAUTHENTICATED' });
}

/** Bad input: the answer says what is wrong and nothing changes. */
export function badInput(message: string): Error {
  return new mercurius.ErrorWithProps(message, { code: 'BAD_USER_INPUT' });
}

export function notFound(message = 'Not found'): Error {
  return new mercurius.ErrorWithProps(message, { code: 'NOT_FOUND' });
}

/** A rate limit of a GraphQL operation: spec 8's auth/too-many-requests. */
export function tooManyRequests(): Error {
  return new mercurius.ErrorWithProps('Too many attempts. Please wait and try again later.', {
    code: 'TOO_MANY_REQUESTS',
  });
}
