import { randomBytes } from 'node:crypto';
import type { PortalSession } from '../auth/portalToken.ts';
import type { Db } from '../db/database.ts';
import { badInput, forbidden } from '../graph/graphErrors.ts';
import { enqueueMail } from '../mail/mailOutbox.ts';
import type { Relationship } from '../users/userTypes.ts';
import { requireViewer } from './directoryService.ts';
import { checkInvite, type InviteInput } from './peopleValidation.ts';

export type InviteMatchType = 'NEW_CONTACT' | 'EXISTING_CONTACT' | 'ALREADY_LINKED';

const NOT_FAMILY: ReadonlySet<Relationship> = new Set(['Friend', 'Other']);

/** Spec 2 and 6: Share is for residents and staff. */
export function maySendInvite(role: string): boolean {
  return role === 'Resident' || role === 'Staff';
}

function newId(): string {
  return randomBytes(12).toString('hex');
}

/**
 * Spec 5 and 7, SendInvite. A resident's invite links the contact to that resident; a staff
 * member's invite adds the contact to the community. The link is never primary. The answer
 * says whether the contact is new, existed already, or was already linked (nothing changes).
 */
export async function sendInvite(
  db: Db,
  session: PortalSession,
  communityId: string,
  raw: Record<string, unknown>,
): Promise<{ matchType: InviteMatchType }> {
  const viewer = await requireViewer(db, session.userId, communityId);
  if (!maySendInvite(viewer.role)) throw forbidden('Only residents and staff can send invites.');
  const checked = checkInvite(raw);
  if (!checked.ok) throw badInput(checked.message);
  const invite = checked.value;
  const residentId = viewer.role === 'Resident' ? viewer.userId : null;

  return db.transaction(async (tx) => {
    const [existing] = await tx.query<{
      id: string;
      user_type: string;
      in_community: boolean;
      linked: boolean;
    }>(
      `SELECT u.id, u.user_type,
              EXISTS (SELECT 1 FROM user_communities uc WHERE uc.user_id = u.id AND uc.community_id = $2) AS in_community,
              EXISTS (SELECT 1 FROM contact_relationships cr WHERE cr.contact_id = u.id AND cr.resident_id = $3) AS linked
         FROM users u WHERE lower(u.email) = lower($1)`,
      [invite.email, communityId, residentId],
    );
    if (existing && existing.user_type !== 'Contact') {
      throw badInput('This email belongs to a resident or staff member and cannot be invited.');
    }
    let matchType: InviteMatchType;
    let contactId: string;
    if (!existing) {
      contactId = newId();
      await tx.query(
        `INSERT INTO users (id, user_type, roles, first_name, last_name, email, primary_community_id,
                            primary_phone, family)
         VALUES ($1, 'Contact', ARRAY['Family'], $2, $3, $4, $5, $6, $7)`,
        [
          contactId,
          invite.firstName,
          invite.lastName,
          invite.email,
          communityId,
          invite.primaryPhone,
          !NOT_FAMILY.has(invite.relationship),
        ],
      );
      matchType = 'NEW_CONTACT';
    } else {
      contactId = existing.id;
      const alreadyLinked = residentId ? existing.linked : existing.in_community;
      matchType = alreadyLinked ? 'ALREADY_LINKED' : 'EXISTING_CONTACT';
    }
    if (matchType === 'ALREADY_LINKED') return { matchType };
    await tx.query(
      `INSERT INTO user_communities (user_id, community_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [contactId, communityId],
    );
    if (residentId) {
      await tx.query(
        `INSERT INTO contact_relationships (contact_id, resident_id, relationship, is_primary)
         VALUES ($1, $2, $3, false)`,
        [contactId, residentId, invite.relationship],
      );
    }
    await enqueueMail(tx, inviteMail(invite, session.userId, communityId));
    return { matchType };
  });
}

function inviteMail(invite: InviteInput, invitedBy: string, communityId: string) {
  return {
    to: invite.email,
    subject: 'You are invited to the community portal',
    body: `Hello ${invite.firstName}, you have been invited to join the community portal. Sign in with this email address to see what's new, events and more.`,
    data: { invitedBy, communityId, relationship: invite.relationship },
  };
}
