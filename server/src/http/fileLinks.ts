import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    fileLinks: FileLinks;
  }
}

/**
 * Signed links to stored files. Photos, PDFs and videos are shown by <img>, <video> and the
 * PDF viewer, which send no bearer token, so the server hands a file's address only to those
 * allowed to see the post it belongs to, signed and with an expiry. A link stays the same for
 * a whole window (so browsers cache it) and holds for at least one more window after that.
 */
export const FILE_LINK_WINDOW_MS = 6 * 60 * 60 * 1000;

/** Links remembered at most in one window. */
const SIGNED_LINKS_MAX = 20_000;

export interface FileLinks {
  /** `path` with `exp` and `sig` added; `now` is when the link is handed out. */
  sign(path: string, now?: number): string;
  /** True when `sig` was made for `path` and `exp` has not passed. */
  holds(path: string, exp: string | undefined, sig: string | undefined, now?: number): boolean;
}

export function fileLinks(secret: Uint8Array): FileLinks {
  const key = createHmac('sha256', secret).update('portal file links').digest();
  const signature = (path: string, exp: string) =>
    createHmac('sha256', key).update(`${path}\n${exp}`).digest('base64url').slice(0, 32);
  // The links of the current window, made once each (a page of posts names the same files for
  // every reader).
  let window = '';
  let signed = new Map<string, string>();
  return {
    sign(path, now = Date.now()) {
      const exp = String(
        (Math.floor(now / FILE_LINK_WINDOW_MS) + 2) * (FILE_LINK_WINDOW_MS / 1000),
      );
      if (exp !== window) {
        window = exp;
        signed = new Map();
      }
      let link = signed.get(path);
      if (!link) {
        link = `${path}?exp=${exp}&sig=${signature(path, exp)}`;
        if (signed.size < SIGNED_LINKS_MAX) signed.set(path, link);
      }
      return link;
    },
    holds(path, exp, sig, now = Date.now()) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp) || Number(exp) * 1000 <= now) return false;
      const expected = Buffer.from(signature(path, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export function registerFileLinks(app: FastifyInstance, secret: Uint8Array): void {
  app.decorate('fileLinks', fileLinks(secret));
}
