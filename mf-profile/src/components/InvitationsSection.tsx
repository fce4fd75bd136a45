import {
  Banner,
  Button,
  Card,
  List,
  ListRow,
  RELATIONSHIP_OPTIONS,
  strings,
  tokens,
} from '@portal/shared';
import { useState } from 'react';
import styled from 'styled-components';
import {
  type ContactInvitation,
  useAnswerContactInvitationMutation,
  useMyContactInvitationsQuery,
} from '../api/profileApi';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

function relationshipLabel(value: string): string {
  return RELATIONSHIP_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

function describe(invitation: ContactInvitation): string {
  const from = invitation.invitedBy ?? 'Someone';
  const as = relationshipLabel(invitation.relationship);
  return invitation.resident
    ? `${from} invited you to connect with ${invitation.resident} (${as}).`
    : `${from} invited you to join the community (${as}).`;
}

/**
 * Invitations sent to the signed-in contact through Share: nothing links them to another
 * community or resident until they accept here. Shown only while some are pending.
 */
export function InvitationsSection() {
  const invitations = useMyContactInvitationsQuery();
  const [answer, answering] = useAnswerContactInvitationMutation();
  const [done, setDone] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const pending = invitations.data ?? [];

  const reply = async (invitation: ContactInvitation, accept: boolean) => {
    setDone(undefined);
    setProblem(undefined);
    const result = await answer({ invitationId: invitation._id, accept });
    if ('error' in result) {
      setProblem(accept ? strings.inviteAcceptFailed : strings.inviteDeclineFailed);
      return;
    }
    setDone(
      accept
        ? `You are now connected with ${invitation.communityName}.`
        : `You declined the invitation from ${invitation.communityName}.`,
    );
  };

  if (pending.length === 0 && !done && !problem) return null;
  return (
    <Card title="Invitations">
      {pending.length > 0 && (
        <List label="Invitations">
          {pending.map((invitation) => (
            <ListRow
              key={invitation._id}
              title={invitation.communityName}
              description={describe(invitation)}
              trailing={
                <Actions>
                  <Button
                    busy={answering.isLoading}
                    onClick={() => void reply(invitation, true)}
                    aria-label={`Accept the invitation from ${invitation.communityName}`}
                  >
                    Accept
                  </Button>
                  <Button
                    variant="secondary"
                    busy={answering.isLoading}
                    onClick={() => void reply(invitation, false)}
                    aria-label={`Decline the invitation from ${invitation.communityName}`}
                  >
                    Decline
                  </Button>
                </Actions>
              }
            />
          ))}
        </List>
      )}
      <div aria-live="polite">
        {problem && <Banner severity="error">{problem}</Banner>}
        {done && <Banner severity="success">{done}</Banner>}
      </div>
    </Card>
  );
}
