-- Share (SendInvite) to an address that already has a portal account. Such a person is linked
-- to the inviting community (and resident) only when they accept: until then the invitation is
-- Pending and nothing else changes; declining links nothing. An address of a resident or staff
-- member gets a Closed invitation that nobody can answer: no account, no link, but a second
-- invite by the same inviter then answers as a second invite of a new address would.
-- One invitation per address and inviter scope (the community, and the resident when a
-- resident invites): a repeated invite changes nothing and sends no second mail.
CREATE TABLE contact_invitations (
  id text PRIMARY KEY,
  -- lower-cased
  email text NOT NULL,
  -- The contact who may answer; none for a Closed invitation.
  contact_id text REFERENCES users (id) ON DELETE CASCADE,
  community_id text NOT NULL REFERENCES communities (id) ON DELETE CASCADE,
  -- The resident the contact is linked to on acceptance; none when staff invited.
  resident_id text REFERENCES users (id) ON DELETE CASCADE,
  invited_by text REFERENCES users (id) ON DELETE SET NULL,
  relationship text NOT NULL CHECK (relationship IN (
    'Spouse', 'Sibling', 'Son', 'Daughter', 'Grandson', 'Granddaughter', 'Friend', 'Other', 'In_Laws'
  )),
  status text NOT NULL CHECK (status IN ('Pending', 'Accepted', 'Declined', 'Closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  CHECK ((status = 'Closed') = (contact_id IS NULL))
);

CREATE UNIQUE INDEX contact_invitations_scope_key
  ON contact_invitations (email, community_id, coalesce(resident_id, ''));

CREATE INDEX contact_invitations_pending_idx
  ON contact_invitations (contact_id) WHERE status = 'Pending';
