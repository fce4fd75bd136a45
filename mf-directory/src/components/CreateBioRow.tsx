import { Link } from 'react-router';
import styled from 'styled-components';

const Row = styled(Link)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.targetSize + 8}px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Spec 2, directory create-bio row: invites a resident without a biography to write one. */
export function CreateBioRow() {
  return <Row to="/directory/profile">Tell your neighbours about yourself: add a biography</Row>;
}
