import {
  Avatar,
  Badge,
  type PortalState,
  routeTitle,
  selectBadge,
  selectOffline,
  selectSlow,
  type TopBarButton,
  tokens,
  VisuallyHidden,
} from '@portal/shared';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import { NavAnchor, useNavRouter } from '../navigation/NavAnchor';
import { showsBackButton } from '../navigation/navItems';
import { Icon } from './Icon';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: 4rem;
  padding: ${tokens.space.xs} ${tokens.space.md};
  background: ${tokens.colors.navigation};
  color: ${tokens.colors.onNavigation};
  border-bottom: 1px solid ${tokens.colors.divider};
`;

const Title = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${tokens.fontSizes.lg};
  font-weight: ${tokens.fontWeights.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const barControl = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.xs};
  min-width: ${tokens.targetSize}px;
  min-height: ${tokens.targetSize}px;
  padding: 0 ${tokens.space.xs};
  border: none;
  border-radius: ${tokens.radii.round};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${tokens.colors.surfaceHover};
  }
`;

export const BarButton = styled.button`
  ${barControl}
`;

const BarLink = styled(NavAnchor)`
  ${barControl}
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xxs};
  font-size: ${tokens.fontSizes.sm};
`;

interface TopBarProps {
  userName: string;
  avatarUrl: string | null;
  /** The areas' buttons for this page, in order. */
  buttons: TopBarButton[];
  /** On wider screens the profile menu (with the avatar) stands at the end instead of the avatar. */
  isPhone: boolean;
  profileMenu: React.ReactNode;
}

/**
 * Spec 2, Top bar, on every screen size: back button or avatar (the profile menu's, on wider
 * screens), title, chat button, wellness button, connection icons.
 */
export function TopBar({ userName, avatarUrl, buttons, isPhone, profileMenu }: TopBarProps) {
  const router = useNavRouter();
  const { pathname } = useLocation();
  const offline = useSelector(selectOffline);
  const slow = useSelector(selectSlow);
  const title = routeTitle(pathname) ?? '';
  return (
    <Header>
      {showsBackButton(pathname) ? (
        <BarButton type="button" onClick={() => void router.navigate(-1)} aria-label="Back">
          <Icon name="back" />
        </BarButton>
      ) : (
        isPhone && (
          <BarLink to="/profile">
            <Avatar name={userName} src={avatarUrl ?? undefined} size={36} decorative />
            <VisuallyHidden>Your profile</VisuallyHidden>
          </BarLink>
        )
      )}
      <Title>{title}</Title>
      {offline && (
        <Status role="img" aria-label="You are offline">
          <Icon name="offline" />
        </Status>
      )}
      {!offline && slow && (
        <Status role="img" aria-label="Slow connection">
          <Icon name="slow" />
        </Status>
      )}
      {buttons.map((button) => (
        <AreaButton key={button.id} button={button} />
      ))}
      {!isPhone && profileMenu}
    </Header>
  );
}

/** An area's button; with a badge key, the count the store keeps under it (spec 2: chat unread). */
function AreaButton({ button }: { button: TopBarButton }) {
  const count = useSelector((state: PortalState) =>
    button.badge ? selectBadge(state, button.badge) : 0,
  );
  return (
    <BarLink to={button.to}>
      <Icon name={button.icon} />
      <VisuallyHidden>{button.label}</VisuallyHidden>
      {button.badge && <Badge count={count} label="unread" />}
    </BarLink>
  );
}
