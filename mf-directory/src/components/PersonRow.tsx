import { Avatar, Icon, tokens } from '@portal/shared';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { DirectoryRow } from '../api/directoryApi';

const RowLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  min-height: ${tokens.targetSize + 16}px;
  padding: ${tokens.space.sm} ${tokens.space.md};
  color: ${tokens.colors.text};
  font-size: ${tokens.fontSizes.md};
  text-decoration: none;
  border-bottom: 1px solid ${tokens.colors.divider};
  &:hover {
    background: ${tokens.colors.surfaceHover};
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Name = styled.span`
  font-weight: ${tokens.fontWeights.medium};
`;

const Detail = styled.span`
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textMuted};
`;

const RELATIONSHIP_LABELS: Record<string, string> = { In_Laws: 'In Laws' };

/** Spec 2, directory person row: avatar, name and a second line, linking to the details. */
export function PersonRow({ person }: { person: DirectoryRow }) {
  const detail =
    person.jobTitle ??
    (person.relationship
      ? (RELATIONSHIP_LABELS[person.relationship] ?? person.relationship)
      : null);
  return (
    <RowLink to={`/directory/details/${person._id}`}>
      <Avatar name={person.fullName} src={person.thumbnail ?? undefined} decorative />
      <Text>
        <Name>{person.name}</Name>
        {detail && <Detail>{detail}</Detail>}
      </Text>
      <Icon name="chevronRight" aria-hidden="true" />
    </RowLink>
  );
}
