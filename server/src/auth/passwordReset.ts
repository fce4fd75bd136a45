import { isEmail, strings } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { enqueueMail } from '../mail/mailOutbox.ts';
import { findUserByEmail, type UserAccount } from '../users/userRepository.ts';
import { revokeUserSessions } from './portalSessions.ts';
import {
  generateResetCode,
  hashResetCode,
  normalizeResetCode,
  RESET_CODE_LENGTH,
  resetCodeMatches,
} from './resetCode.ts';

export const RESET_CODE_TTL_MS = 30 * 60 * 1000;
/** Wrong guesses after which a code stops working, so six digits cannot be brute-forced. */
export const MAX_FAILED_ATTEMPTS = 5;
export const MAX_CODES_PER_HOUR = 5;
export const MIN_PASSWORD_LENGTH = 6;

export interface PasswordResetError {
  status: 400 | 404 | 429;
  code: string;
  message: string;
}

export type PasswordResetOutcome =
  /** endedSessionsOf: whose sessions the new password ended. */
  { ok: true; endedSessionsOf?: string } | { ok: false; error: PasswordResetError };

export const PASSWORD_RESET_ERRORS = {
  missingEmail: { status: 400, code: 'auth/missing-email', message: strings.emailRequired },
  invalidEmail: {
    status: 400,
    code: 'auth/invalid-email',
    message: strings.invalidEmail,
  },
  tooManyRequests: {
    status: 429,
    code: 'auth/too-many-requests',
    message: 'Too many codes were requested. Please try again later.',
  },
  missingCode: { status: 400, code: 'auth/missing-code', message: strings.codeRequired },
  invalidCode: {
    status: 400,
    code: 'auth/invalid-action-code',
    message: strings.codeNotValid,
  },
  expiredCode: {
    status: 400,
    code: 'auth/expired-action-code',
    message: strings.invalidResetCode,
  },
  missingPassword: {
    status: 400,
    code: 'auth/missing-password',
    message: strings.passwordRequired,
  },
  weakPassword: {
    status: 400,
    code: 'auth/weak-password',
    message: `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
  },
} as const satisfies Record<string, PasswordResetError>;

function fail(error: PasswordResetError): PasswordResetOutcome {
  return { ok: false, error };
}

function checkEmail(email: string | undefined): PasswordResetError | null {
  if (!email) return PASSWORD_RESET_ERRORS.missingEmail;
  if (!isEmail(email)) return PASSWORD_RESET_ERRORS.invalidEmail;
  return null;
}

/**
 * Creates a new code for the account and mails it; only the newest code of an account counts.
 * The answer is the same whether or not the address has an account, so the route cannot be
 * used to find out who does: an unknown address, or an account that already had
 * MAX_CODES_PER_HOUR codes this hour, gets no mail.
 */
export async function requestPasswordResetCode(
  db: Db,
  email: string | undefined,
  now: Date = new Date(),
): Promise<PasswordResetOutcome> {
  const invalid = checkEmail(email);
  if (invalid || !email) return fail(invalid ?? PASSWORD_RESET_ERRORS.missingEmail);
  const user = await findUserByEmail(db, email);
  if (!user?.email) return { ok: true };

  const code = generateResetCode();
  const codeHash = await hashResetCode(code);
  return db.transaction(async (tx) => {
    const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
    const [recent] = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM password_reset_codes WHERE user_id = $1 AND created_at > $2',
      [user.id, hourAgo],
    );
    if (recent.count >= MAX_CODES_PER_HOUR) return { ok: true } as const;

    await tx.query(
      `INSERT INTO password_reset_codes (user_id, code_hash, expires_at, created_at)
       VALUES ($1, $2, $3, $4)`,
      [user.id, codeHash, new Date(now.getTime() + RESET_CODE_TTL_MS), now],
    );
    await enqueueMail(tx, resetCodeMail(user, code));
    return { ok: true } as const;
  });
}

function resetCodeMail(user: UserAccount, code: string) {
  return {
    to: user.email ?? '',
    subject: 'Your password reset code',
    body: [
      `Hello ${user.firstName},`,
      '',
      `Your code to reset your portal password is ${code}. It is valid for 30 minutes.`,
      '',
      'If you did not ask to reset your password, you can ignore this message.',
    ].join('\n'),
    data: { kind: 'password-reset', code },
  };
}

export interface PasswordResetInput {
  email: string | undefined;
  code: string | undefined;
  password: string | undefined;
}

/** Sets the password in Firebase and binds the account; `db` is the reset's transaction. */
export type SetPassword = (db: Db, user: UserAccount, password: string) => Promise<void>;

interface ResetCodeRow {
  id: number;
  used_at: Date | string | null;
  code_hash: string;
  expires_at: Date | string;
  failed_attempts: number;
}

/** Checks the account's newest code and, when it is right and fresh, sets the new password once. */
export async function resetPasswordWithCode(
  db: Db,
  setPassword: SetPassword,
  input: PasswordResetInput,
  now: Date = new Date(),
): Promise<PasswordResetOutcome> {
  const invalidEmail = checkEmail(input.email);
  if (invalidEmail || !input.email) return fail(invalidEmail ?? PASSWORD_RESET_ERRORS.missingEmail);
  if (!input.code) return fail(PASSWORD_RESET_ERRORS.missingCode);
  if (normalizeResetCode(input.code).length !== RESET_CODE_LENGTH) {
    return fail(PASSWORD_RESET_ERRORS.invalidCode);
  }
  if (!input.password) return fail(PASSWORD_RESET_ERRORS.missingPassword);
  if (input.password.length < MIN_PASSWORD_LENGTH) return fail(PASSWORD_RESET_ERRORS.weakPassword);

  const user = await findUserByEmail(db, input.email);
  if (!user) return fail(PASSWORD_RESET_ERRORS.invalidCode);
  const { code, password } = input;

  return db.transaction(async (tx) => {
    const [row] = await tx.query<ResetCodeRow>(
      `SELECT id, used_at, code_hash, expires_at, failed_attempts
         FROM password_reset_codes
        WHERE user_id = $1
        ORDER BY created_at DESC, id DESC
        LIMIT 1
          FOR UPDATE`,
      [user.id],
    );
    if (!row || row.used_at !== null || row.failed_attempts >= MAX_FAILED_ATTEMPTS) {
      return fail(PASSWORD_RESET_ERRORS.invalidCode);
    }
    if (!(await resetCodeMatches(code, row.code_hash))) {
      await tx.query(
        'UPDATE password_reset_codes SET failed_attempts = failed_attempts + 1 WHERE id = $1',
        [row.id],
      );
      return fail(PASSWORD_RESET_ERRORS.invalidCode);
    }
    if (new Date(row.expires_at).getTime() <= now.getTime()) {
      return fail(PASSWORD_RESET_ERRORS.expiredCode);
    }
    await tx.query('UPDATE password_reset_codes SET used_at = $2 WHERE id = $1', [row.id, now]);
    // Inside the transaction: if Firebase refuses, the code stays unused and can be tried again.
    await setPassword(tx, user, password);
    // A new password ends every session, on every device.
    await revokeUserSessions(tx, user.id);
    return { ok: true, endedSessionsOf: user.id } as const;
  });
}
