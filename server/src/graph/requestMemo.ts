/** What each request has read, by the request's context. */
const readByRequest = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * What one request reads once however many of its fields ask for it (the caller's role in a
 * community, say): `key` names it within the request, `context` is the request's.
 */
export function oncePerRequest<T>(
  context: object,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  let reads = readByRequest.get(context);
  if (!reads) {
    reads = new Map();
    readByRequest.set(context, reads);
  }
  let found = reads.get(key) as Promise<T> | undefined;
  if (!found) {
    found = read();
    reads.set(key, found);
  }
  return found;
}
