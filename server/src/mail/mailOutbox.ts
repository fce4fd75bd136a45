import type { Db } from '../db/database.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  /** Template data a mail relay may use (e.g. the code of a reset mail). */
  data: Record<string, string>;
}

export interface OutboxMessage extends OutgoingMail {
  id: number;
  createdAt: string;
}

interface OutboxRow {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  data: Record<string, string>;
  created_at: Date | string;
}

export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<void> {
  await db.query(
    'INSERT INTO mail_outbox (to_email, subject, body, data) VALUES ($1, $2, $3, $4)',
    [mail.to, mail.subject, mail.body, JSON.stringify(mail.data)],
  );
}

/** The mail to one address, newest first. */
export async function latestMail(db: Db, email: string, limit = 20): Promise<OutboxMessage[]> {
  const rows = await db.query<OutboxRow>(
    `SELECT id, to_email, subject, body, data, created_at
       FROM mail_outbox
      WHERE lower(to_email) = lower($1)
      ORDER BY created_at DESC, id DESC
      LIMIT $2`,
    [email, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_email,
    subject: row.subject,
    body: row.body,
    data: row.data,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
