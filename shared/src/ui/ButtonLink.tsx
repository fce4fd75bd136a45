import { Link } from 'react-router';
import styled, { css } from 'styled-components';

/** A link that looks like the kit's buttons: it goes somewhere, so it stays a link. */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  min-width: 48px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover {
            background: ${theme.colors.primaryHover};
          }
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.link};
          border-color: ${theme.colors.link};
          &:hover {
            background: ${theme.colors.surfaceHover};
          }
        `}
`;
