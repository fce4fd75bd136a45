import mercurius from 'mercurius';

/** Bad input: the answer says what is wrong and nothing changes. */
export function badInput(message: string): Error {
  return new mercurius.ErrorWithProps(message, { code: 'BAD_USER_INPUT' });
}

export function notFound(message: string): Error {
  return new mercurius.ErrorWithProps(message, { code: 'NOT_FOUND' });
}
