import { hidesTabBar, selectUser, tokens } from '@portal/shared';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import { bottomTabs, sidebarItems, topBarButtons } from '../navigation/navItems';
import { useNavContext } from '../navigation/useNavContext';
import { AreaOverlays } from '../remotes/AreaOverlays';
import { useAreaPrefetch } from '../remotes/useAreaPrefetch';
import { AlertBanner } from './AlertBanner';
import { BottomTabs } from './BottomTabs';
import { LoadingBar } from './LoadingBar';
import { ProfileMenu } from './ProfileMenu';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useIsPhone, useIsTablet } from './useViewport';

/*
 * On phones the frame is exactly the screen's height and the main area scrolls inside it, so
 * the bottom tabs sit below the content instead of over it (nothing is ever half under them).
 */
const phoneFrame = css`
  height: 100vh;
  height: 100dvh;
`;

const Frame = styled.div<{ $phone: boolean }>`
  display: flex;
  min-height: 100vh;
  ${({ $phone }) => $phone && phoneFrame}
`;

const Column = styled.div<{ $phone: boolean }>`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  ${({ $phone }) => $phone && 'min-height: 0;'}
`;

const Main = styled.main<{ $phone: boolean }>`
  flex: 1;
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: ${tokens.space.md};
  ${({ $phone }) => $phone && 'min-height: 0; overflow-y: auto;'}
  &:focus {
    outline: none;
  }
`;

const OVERLAY_SHADOW_ROOM = '2.5rem';

/*
 * The areas' parts over every screen come once the page is idle, after it has shown. Pinned to
 * the foot of the window below the page, one that appears covers the bottom edge until it is
 * put away: it never pushes the page down under a finger on its way to something there. With
 * large text on a small screen it takes half the window at most, and scrolls within.
 */
const OverlaySlot = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 20;
  max-height: 50vh;
  overflow-y: auto;
  /* Room above the part for its shadow, which the scrolling would clip: laid over the page,
     and letting every click through to it. */
  padding-top: ${OVERLAY_SHADOW_ROOM};
  margin-top: -${OVERLAY_SHADOW_ROOM};
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  top: 0;
  z-index: 30;
  padding: ${tokens.space.sm};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.link};
  &:focus {
    left: ${tokens.space.sm};
  }
`;

/** The portal's frame: sidebar on wide screens, top bar and bottom tabs on phones (spec 2). */
export function Layout() {
  const nav = useNavContext();
  const { pathname } = useLocation();
  const user = useSelector(selectUser);
  const isPhone = useIsPhone();
  const isTablet = useIsTablet();
  const userName = user?.fullName ?? '';
  const avatarUrl = user?.thumbnail ?? user?.profileImage ?? null;
  const items = useMemo(() => (nav ? sidebarItems(nav) : null), [nav]);
  useAreaPrefetch(items ? items.map((item) => item.to) : []);
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <LoadingBar />
      <Frame $phone={isPhone}>
        {!isPhone && items && <Sidebar items={items} communityName={user?.community.name ?? ''} />}
        <Column $phone={isPhone}>
          <TopBar
            userName={userName}
            avatarUrl={avatarUrl}
            buttons={nav ? topBarButtons(nav, pathname) : []}
            isPhone={isPhone}
            profileMenu={
              <ProfileMenu userName={userName} avatarUrl={avatarUrl} showLogout={!isTablet} />
            }
          />
          <AlertBanner />
          <Main id="main" tabIndex={-1} $phone={isPhone}>
            <Outlet />
          </Main>
          <OverlaySlot>
            <AreaOverlays />
          </OverlaySlot>
          {isPhone && nav && !hidesTabBar(pathname) && <BottomTabs items={bottomTabs(nav)} />}
        </Column>
      </Frame>
    </>
  );
}
