import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export interface PageHeaderProps {
  /** The page's only h1; keep it the same as the route title. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links for the page, shown beside the title (below it on narrow screens). */
  actions?: ReactNode;
  /** Lets the app move focus to the title after navigation (it is focusable by script only). */
  headingRef?: Ref<HTMLHeadingElement>;
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  margin-bottom: ${tokens.space.lg};
`;

const Titles = styled.div`
  min-width: 0;
`;

const H1 = styled.h1`
  font-size: ${tokens.fontSizes.xxl};
  margin: 0;
  overflow-wrap: anywhere;

  ${tokens.media.compact} {
    font-size: ${tokens.fontSizes.xl};
  }
`;

const Subtitle = styled.p`
  margin: ${tokens.space.xxs} 0 0;
  color: ${tokens.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

/** The top of a page: its h1, an optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions, headingRef }: PageHeaderProps) {
  return (
    <Header>
      <Titles>
        <H1 ref={headingRef} tabIndex={-1}>
          {title}
        </H1>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </Titles>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}
