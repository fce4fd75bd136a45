import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

export const RESET_CODE_LENGTH = 6;
const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

/** Six digits: easy to read in an e-mail and to type on a phone. */
export function generateResetCode(): string {
  let code = '';
  for (let index = 0; index < RESET_CODE_LENGTH; index += 1) {
    code += String(randomInt(10));
  }
  return code;
}

export function normalizeResetCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** `scrypt$<salt>$<hash>`, both hex; the code itself is never stored. */
export async function hashResetCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(normalizeResetCode(code), salt, 32);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function resetCodeMatches(code: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(
    normalizeResetCode(code),
    Buffer.from(saltHex, 'hex'),
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}
