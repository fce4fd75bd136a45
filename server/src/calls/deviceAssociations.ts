import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { DeviceCredentials, DeviceRegistration, PushTokenRequest } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { CallRefusal, FORBIDDEN } from './callRefusal.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

/** `scrypt$<salt>$<hash>`, both hex; the password itself is never stored. */
async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

interface DeviceRow {
  device_id: string;
  user_id: string;
  password_hash: string;
}

async function deviceOfGuid(db: Db, guid: string): Promise<DeviceRow | null> {
  const [row] = await db.query<DeviceRow>(
    'SELECT device_id, user_id, password_hash FROM sso_devices WHERE guid = $1',
    [guid],
  );
  return row ?? null;
}

/**
 * The device these credentials name, if it is the person's and the password is right; any
 * other credentials are refused alike (whose a guid is stays unsaid).
 */
export async function requireDevice(
  db: Db,
  userId: string,
  credentials: DeviceCredentials,
): Promise<string> {
  const device = await deviceOfGuid(db, credentials.guid);
  if (
    !device ||
    device.user_id !== userId ||
    !(await passwordMatches(credentials.password, device.password_hash))
  ) {
    throw new CallRefusal(403, FORBIDDEN);
  }
  return device.device_id;
}

/**
 * Spec 7: signs a device up for the person. The same guid again, by the same person with the
 * same password, is the same device (a browser that registers on every start).
 */
export async function registerDevice(
  db: Db,
  userId: string,
  registration: DeviceRegistration,
): Promise<string> {
  const { guid, password } = registration.credentials;
  if (await deviceOfGuid(db, guid)) return requireDevice(db, userId, registration.credentials);
  const deviceId = randomBytes(12).toString('hex');
  const inserted = await db.query<{ device_id: string }>(
    `INSERT INTO sso_devices (device_id, user_id, name, guid, password_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (guid) DO NOTHING
     RETURNING device_id`,
    [deviceId, userId, registration.name.trim(), guid, await hashPassword(password), new Date()],
  );
  if (inserted.length > 0) return deviceId;
  // Registered by another request meanwhile.
  return requireDevice(db, userId, registration.credentials);
}

/** Spec 7: keeps the messaging service's token of the person's device, replacing the last one. */
export async function storePushToken(
  db: Db,
  userId: string,
  request: PushTokenRequest,
): Promise<void> {
  const deviceId = await requireDevice(db, userId, request.credentials);
  await db.query(
    `INSERT INTO push_tokens (device_id, token, device, type, updated_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (device_id) DO UPDATE
       SET token = excluded.token, device = excluded.device, type = excluded.type,
           updated_at = excluded.updated_at`,
    [deviceId, request.token.trim(), request.device.trim(), request.type, new Date()],
  );
}
