import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';

const Page = styled.div`
  display: flex;
  justify-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};

  ${({ theme }) => theme.media.compact} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.xs}`};
  }
`;

const Column = styled.div`
  width: 100%;
  max-width: 34rem;
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  img {
    width: 48px;
    height: 48px;
  }
`;

const Panel = styled.main`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.compact} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  }
`;

/** The frame of every screen of the sign-in site: the portal's name and one main panel. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <Page>
      <Column>
        <Brand>
          <img src={theme.logo} alt="" />
          <span>Community Portal</span>
        </Brand>
        <Panel>{children}</Panel>
      </Column>
    </Page>
  );
}
