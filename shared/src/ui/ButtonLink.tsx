import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { tokens } from '../theme/tokens';

/** A link that looks like the kit's buttons: it goes somewhere, so it stays a link. */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  min-width: 48px;
  padding: ${tokens.space.xs} ${tokens.space.lg};
  border: 2px solid transparent;
  border-radius: ${tokens.radii.md};
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.medium};
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${tokens.colors.primary};
          color: ${tokens.colors.onPrimary};
          &:hover {
            background: ${tokens.colors.primaryHover};
          }
        `
      : css`
          background: ${tokens.colors.surface};
          color: ${tokens.colors.link};
          border-color: ${tokens.colors.link};
          &:hover {
            background: ${tokens.colors.surfaceHover};
          }
        `}
`;
