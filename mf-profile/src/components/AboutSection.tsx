import { Avatar, Card, formatPhone, tokens, type User } from '@portal/shared';
import { Link } from 'react-router';
import styled from 'styled-components';

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  margin-bottom: ${tokens.space.md};
  p {
    margin: 0;
  }
`;

const Name = styled.p`
  font-size: ${tokens.fontSizes.lg};
  font-weight: ${tokens.fontWeights.bold};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${tokens.space.xs} ${tokens.space.lg};
  margin: 0 0 ${tokens.space.md};
  dt {
    font-weight: ${tokens.fontWeights.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 30rem) {
    grid-template-columns: 1fr;
  }
`;

const ROLE_NAMES: Record<string, string> = { Family: 'Family or friend' };

/** Profile, about: the picture, name and what the community knows of the person. */
export function AboutSection({ user, role }: { user: User; role: string }) {
  const phone = user.primaryPhone ?? user.phoneNumber;
  const facts: [string, string | null][] = [
    ['Role', ROLE_NAMES[role] ?? role],
    ['Community', user.community.name],
    ['Room', user.rooms[0]?.name ?? null],
    ['Email', user.email],
    ['Phone', phone ? formatPhone(phone) : null],
    ['Job title', user.jobTitle],
    ['Department', user.department],
  ];
  return (
    <Card title="About">
      <Who>
        <Avatar name={user.fullName} src={user.profileImage ?? undefined} size={96} />
        <div>
          <Name>{user.name}</Name>
          {role === 'Resident' && <p>{user.biography ?? 'No biography yet.'}</p>}
        </div>
      </Who>
      <Facts>
        {facts
          .filter((fact): fact is [string, string] => !!fact[1])
          .map(([label, text]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{text}</dd>
            </div>
          ))}
      </Facts>
      {role === 'Resident' && <Link to="/directory/profile">Edit my biography and listing</Link>}
    </Card>
  );
}
