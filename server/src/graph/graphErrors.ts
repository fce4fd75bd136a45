import mercurius from 'mercurius';

export function forbidden(message: string): Error {
  return new mercurius.ErrorWithProps(message, { code: 'FORBIDDEN' });
}

export function unauthenticated(): Error {
  return new mercurius.ErrorWithProps('Unauthorized', { code: 'UNAUTHENTICATED' });
}
