import { tokens } from '@portal/shared';
import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';

const Page = styled.div`
  display: flex;
  justify-content: center;
  min-height: 100vh;
  padding: ${tokens.space.xl} ${tokens.space.md};

  ${tokens.media.compact} {
    padding: ${tokens.space.md} ${tokens.space.xs};
  }
`;

const Column = styled.div`
  width: 100%;
  max-width: 34rem;
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  margin-bottom: ${tokens.space.lg};
  font-size: ${tokens.fontSizes.lg};
  font-weight: ${tokens.fontWeights.bold};

  img {
    width: 48px;
    height: 48px;
  }
`;

const Panel = styled.main`
  background: ${tokens.colors.surface};
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.lg};
  box-shadow: ${tokens.shadows.card};
  padding: ${tokens.space.xl};

  ${tokens.media.compact} {
    padding: ${tokens.space.lg} ${tokens.space.md};
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
