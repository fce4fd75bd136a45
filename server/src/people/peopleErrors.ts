import mercurius from 'mercurius';

/** Bad input: a clear message, and nothing changed. */
export function badInput(message: string): Error {
  return new mercurius.ErrorWithProps(message, { code: 'BAD_USER_INPUT' });
}

export function notFound(message = 'Not found'): Error {
  return new mercurius.ErrorWithProps(message, { code: 'NOT_FOUND' });
}
