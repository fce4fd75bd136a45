import { randomBytes } from 'node:crypto';
import { mayShare, type Relationship } from '@portal/contracts';
import type { CallerSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { badInput, forbidden, notFound, tooManyRequests } from '../graph/graphErrors.ts';
import { ID_MAX } from '../http/inputLimits.ts';
import { countRequest } from '../http/rateLimits.ts';
import { enqueueMail } from '../mail/mailOutbox.ts';
import { requireViewer } from './directoryService.ts';
import { checkInvite, type InviteInput } from './peopleValidation.ts';

export type InviteMatchType = 'NEW_CONTACT' | 'EXISTING_CONTACT' | 'ALREADY_LINKED';

const NOT_FAMILY: ReadonlySet<Relationship> = new Set(['Friend', 'Other']);

function newId(): string {
  return randomBytes(12).toString('hex');
}

/** What SendInvite may know about an address, in one statement. */
interface AddressRow {
  user_id: string | null;
  user_type: string | null;
  in_community: boolean;
  linked: boolean;
  invited: boolean;
  community_name: string;
  inviter_name: string;
}

/** Invitations one person may send in an hour: plenty for a family, too few to spam. */
export const INVITES_PER_HOUR = 20;
const INVITE_WINDOW_MS = 60 * 60 * 1000;

/**
 * Spec 5 and 7, SendInvite. A resident's invite links the contact to that resident; a staff
 * member's invite adds the contact to the community. The link is never primary.
 *
 * The answer reveals only what the caller can already see: whether a contact of the caller's
 * own community is already linked (ALREADY_LINKED) or not yet (EXISTING_CONTACT). Every other
 * address (nobody's, a contact of another community, a resident or staff member of any
 * community) answers NEW_CONTACT the first time and ALREADY_LINKED when the same inviter asks
 * again, exactly as a new address does; and each first invite runs the same three statements
 * (the look-up, one write, one mail), so the time taken tells nothing either.
 *
 * Only a new address is linked at once (it becomes a new contact, who has no sign-in until
 * they set a password through "forgot password"). Someone who already has an account is only
 * asked: a Pending invitation that they accept or decline once signed in (answerInvitation).
 */
export async function sendInvite(
  db: Db,
  session: CallerSession,
  communityId: string,
  raw: Record<string, unknown>,
): Promise<{ matchType: InviteMatchType }> {
  const viewer = requireViewer(session, communityId);
  if (!mayShare(viewer.role)) throw forbidden('Only residents and staff can send invites.');
  const checked = checkInvite(raw);
  if (!checked.ok) throw badInput(checked.message);
  const invite = checked.value;
  const sent = await countRequest(db, `invite ${session.userId}`, INVITE_WINDOW_MS);
  if (sent.current > INVITES_PER_HOUR) throw tooManyRequests();
  const residentId = viewer.role === 'Resident' ? viewer.userId : null;
  const scope: InviteScope = { communityId, residentId, invitedBy: session.userId };

  return db.transaction(async (tx) => {
    const [address] = await tx.query<AddressRow>(
      `SELECT u.id AS user_id, u.user_type,
              EXISTS (SELECT 1 FROM user_communities uc
                       WHERE uc.user_id = u.id AND uc.community_id = $2) AS in_community,
              EXISTS (SELECT 1 FROM contact_relationships cr
                       WHERE cr.contact_id = u.id AND cr.resident_id = $3::text) AS linked,
              EXISTS (SELECT 1 FROM contact_invitations ci
                       WHERE ci.email = a.email AND ci.community_id = $2
                         AND coalesce(ci.resident_id, '') = coalesce($3::text, '')) AS invited,
              c.name AS community_name,
              trim(i.first_name || ' ' || i.last_name) AS inviter_name
         FROM (SELECT lower($1::text) AS email) a
         JOIN communities c ON c.id = $2
         JOIN users i ON i.id = $4
         LEFT JOIN users u ON lower(u.email) = a.email`,
      [invite.email, communityId, residentId, session.userId],
    );
    const names = { community: address.community_name, inviter: address.inviter_name };

    if (address.user_id && address.user_type === 'Contact' && address.in_community) {
      // A contact of the caller's own community, whom the caller can already see: spec 7.
      if (!residentId || address.linked) return { matchType: 'ALREADY_LINKED' };
      if (!address.invited) {
        const id = await recordInvitation(tx, scope, invite, address.user_id, 'Pending');
        if (id) await enqueueMail(tx, invitationMail(invite, scope, names, id));
      }
      return { matchType: 'EXISTING_CONTACT' };
    }

    // Anyone else looks like a new address, whoever they are.
    if (address.invited) return { matchType: 'ALREADY_LINKED' };
    if (!address.user_id) {
      if (!(await createContact(tx, scope, invite))) return { matchType: 'ALREADY_LINKED' };
      await enqueueMail(tx, newContactMail(invite, scope));
    } else if (address.user_type === 'Contact') {
      // Known in another community: asked, not linked.
      const id = await recordInvitation(tx, scope, invite, address.user_id, 'Pending');
      if (!id) return { matchType: 'ALREADY_LINKED' };
      await enqueueMail(tx, invitationMail(invite, scope, names, id));
    } else {
      // A resident or staff member: no account and no link, only a Closed invitation that
      // makes a repeated invite answer as for a new address. They still get a mail saying
      // that nothing changed: every first invite then sends exactly one mail (so nothing about
      // the invite's cost or the addressee's inbox tells them apart from a new address), and
      // the owner of the address learns that someone tried to invite it.
      const id = await recordInvitation(tx, scope, invite, null, 'Closed');
      if (!id) return { matchType: 'ALREADY_LINKED' };
      await enqueueMail(tx, existingAccountMail(invite, scope, names));
    }
    return { matchType: 'NEW_CONTACT' };
  });
}

interface InviteScope {
  communityId: string;
  /** The inviting resident; null when a staff member invites (the community only). */
  residentId: string | null;
  invitedBy: string;
}

/** A new contact of the community, linked to the inviting resident, in one statement. */
async function createContact(tx: Db, scope: InviteScope, invite: InviteInput): Promise<boolean> {
  const [row] = await tx.query<{ created: number }>(
    `WITH contact AS (
       INSERT INTO users (id, user_type, roles, first_name, last_name, email, primary_community_id,
                          primary_phone, family)
       VALUES ($1, 'Contact', ARRAY['Family'], $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING
       RETURNING id
     ), membership AS (
       INSERT INTO user_communities (user_id, community_id) SELECT id, $5 FROM contact
     ), link AS (
       INSERT INTO contact_relationships (contact_id, resident_id, relationship, is_primary)
       SELECT id, $8::text, $9, false FROM contact WHERE $8::text IS NOT NULL
     )
     SELECT count(*)::int AS created FROM contact`,
    [
      newId(),
      invite.firstName,
      invite.lastName,
      invite.email,
      scope.communityId,
      invite.primaryPhone,
      !NOT_FAMILY.has(invite.relationship),
      scope.residentId,
      invite.relationship,
    ],
  );
  return row.created === 1;
}

/** Records an invitation; null when this inviter has invited the address already. */
async function recordInvitation(
  tx: Db,
  scope: InviteScope,
  invite: InviteInput,
  contactId: string | null,
  status: 'Pending' | 'Closed',
): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO contact_invitations
            (id, email, contact_id, community_id, resident_id, invited_by, relationship, status)
     VALUES ($1, lower($2), $3, $4, $5, $6, $7, $8)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [
      newId(),
      invite.email,
      contactId,
      scope.communityId,
      scope.residentId,
      scope.invitedBy,
      invite.relationship,
      status,
    ],
  );
  return row?.id ?? null;
}

function newContactMail(invite: InviteInput, scope: InviteScope) {
  return {
    to: invite.email,
    subject: 'You are invited to the community portal',
    body: `Hello ${invite.firstName}, you have been invited to join the community portal. Sign in with this email address to see what's new, events and more.`,
    data: {
      invitedBy: scope.invitedBy,
      communityId: scope.communityId,
      relationship: invite.relationship,
    },
  };
}

function invitationMail(
  invite: InviteInput,
  scope: InviteScope,
  names: { community: string; inviter: string },
  invitationId: string,
) {
  const whom = scope.residentId
    ? `to connect with them at ${names.community}`
    : `to join ${names.community}`;
  return {
    to: invite.email,
    subject: 'You are invited to connect on the community portal',
    body: `Hello ${invite.firstName}, ${names.inviter} invited you ${whom} on the community portal. Sign in with this email address and open your profile to accept or decline. Nothing changes until you accept.`,
    data: {
      invitationId,
      invitedBy: scope.invitedBy,
      communityId: scope.communityId,
      relationship: invite.relationship,
    },
  };
}

function existingAccountMail(
  invite: InviteInput,
  scope: InviteScope,
  names: { community: string; inviter: string },
) {
  return {
    to: invite.email,
    subject: 'About an invitation to the community portal',
    body: `Hello, ${names.inviter} of ${names.community} tried to invite this email address to the community portal as a friend or family member. This address already belongs to a portal account, so nothing was changed and there is nothing for you to do.`,
    data: { communityId: scope.communityId },
  };
}

export type InvitationStatus = 'Pending' | 'Accepted' | 'Declined';

/** An invitation as the invited contact sees it. */
export interface ContactInvitation {
  _id: string;
  communityId: string;
  communityName: string;
  /** Who sent it (null once their account is gone). */
  invitedBy: string | null;
  /** The resident the contact is linked to on acceptance; null for a staff member's invite. */
  resident: string | null;
  relationship: string;
  status: InvitationStatus;
  createdAt: string;
}

interface InvitationRow {
  id: string;
  community_id: string;
  community_name: string;
  invited_by: string | null;
  resident: string | null;
  resident_id: string | null;
  contact_id: string;
  relationship: string;
  status: InvitationStatus;
  created_at: Date | string;
}

const INVITATION_COLUMNS = `ci.id, ci.community_id, c.name AS community_name,
  trim(i.first_name || ' ' || i.last_name) AS invited_by,
  trim(r.first_name || ' ' || r.last_name) AS resident, ci.resident_id, ci.contact_id,
  ci.relationship, ci.status, ci.created_at`;

const INVITATION_JOINS = `JOIN communities c ON c.id = ci.community_id
  LEFT JOIN users i ON i.id = ci.invited_by
  LEFT JOIN users r ON r.id = ci.resident_id`;

function toInvitation(row: InvitationRow): ContactInvitation {
  return {
    _id: row.id,
    communityId: row.community_id,
    communityName: row.community_name,
    invitedBy: row.invited_by,
    resident: row.resident,
    relationship: row.relationship,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The caller's own pending invitations, oldest first; nobody else's. */
export async function myContactInvitations(
  db: Db,
  session: CallerSession,
): Promise<ContactInvitation[]> {
  const rows = await db.query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS} FROM contact_invitations ci ${INVITATION_JOINS}
      WHERE ci.contact_id = $1 AND ci.status = 'Pending'
      ORDER BY ci.created_at, ci.id`,
    [session.userId],
  );
  return rows.map(toInvitation);
}

/**
 * Accepts or declines one of the caller's pending invitations. Only acceptance links: the
 * contact joins the community and, for a resident's invite, is linked to that resident (never
 * as primary). An id that is not a pending invitation of the caller's is NOT_FOUND, whoever's
 * it is, so that the answer says nothing of other people's invitations.
 */
export async function answerInvitation(
  db: Db,
  session: CallerSession,
  invitationId: unknown,
  answer: 'Accepted' | 'Declined',
): Promise<ContactInvitation> {
  if (typeof invitationId !== 'string' || invitationId.length > ID_MAX) throw noSuchInvitation();
  return db.transaction(async (tx) => {
    const [row] = await tx.query<InvitationRow>(
      `WITH answered AS (
         UPDATE contact_invitations SET status = $3, answered_at = now()
          WHERE id = $1 AND contact_id = $2 AND status = 'Pending'
          RETURNING *
       )
       SELECT ${INVITATION_COLUMNS} FROM answered ci ${INVITATION_JOINS}`,
      [invitationId, session.userId, answer],
    );
    if (!row) throw noSuchInvitation();
    if (answer === 'Accepted') {
      await tx.query(
        `INSERT INTO user_communities (user_id, community_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING`,
        [row.contact_id, row.community_id],
      );
      if (row.resident_id) {
        await tx.query(
          `INSERT INTO contact_relationships (contact_id, resident_id, relationship, is_primary)
           VALUES ($1, $2, $3, false)
           ON CONFLICT DO NOTHING`,
          [row.contact_id, row.resident_id, row.relationship],
        );
      }
    }
    return toInvitation(row);
  });
}

function noSuchInvitation(): Error {
  return notFound('No such invitation.');
}
