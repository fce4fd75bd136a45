import { tokens } from '@portal/shared';
import { Link } from 'react-router';
import styled from 'styled-components';

const Row = styled(Link)`
  display: flex;
  align-items: center;
  min-height: ${tokens.targetSize + 8}px;
  padding: ${tokens.space.sm} ${tokens.space.md};
  margin-bottom: ${tokens.space.md};
  border: 2px dashed ${tokens.colors.border};
  border-radius: ${tokens.radii.lg};
  color: ${tokens.colors.text};
  font-size: ${tokens.fontSizes.md};
`;

/** Spec 2, directory create-bio row: invites a resident without a biography to write one. */
export function CreateBioRow() {
  return <Row to="/directory/profile">Tell your neighbours about yourself: add a biography</Row>;
}
