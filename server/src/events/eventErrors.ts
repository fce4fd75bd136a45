import mercurius from 'mercurius';

/** Bad input: the message says what to fix; nothing was changed. */
export function badInput(message: string): Error {
  return new mercurius.ErrorWithProps(message, { code: 'BAD_USER_INPUT' });
}

export function notFound(message: string): Error {
  return new mercurius.ErrorWithProps(message, { code: 'NOT_FOUND' });
}
