import { Avatar, Icon } from '@portal/shared';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { DirectoryRow } from '../api/directoryApi';

const RowLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.targetSize + 16}px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-decoration: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
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
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
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
