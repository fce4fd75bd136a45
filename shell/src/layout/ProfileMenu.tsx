import { Avatar, tokens } from '@portal/shared';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { NavAnchor } from '../navigation/NavAnchor';
import { ThemeToggle } from './ThemeToggle';
import { BarButton } from './TopBar';

const Wrapper = styled.div`
  position: relative;
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.25rem);
  min-width: 16rem;
  z-index: 10;
  padding: ${tokens.space.xs};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  box-shadow: ${tokens.shadows.dialog};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${tokens.targetSize}px;
    padding: 0 ${tokens.space.sm};
    color: ${tokens.colors.link};
    font-size: ${tokens.fontSizes.sm};
  }
`;

/** Spec 2: the profile menu holds Profile and Logout (Logout hidden on tablets). */
export function ProfileMenu({
  userName,
  avatarUrl,
  showLogout,
}: {
  userName: string;
  avatarUrl: string | null;
  showLogout: boolean;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !wrapper.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);
  return (
    <Wrapper ref={wrapper}>
      <BarButton
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <Avatar name={userName} src={avatarUrl ?? undefined} size={36} decorative />
        <span>Account</span>
      </BarButton>
      {open && (
        <Menu id={menuId}>
          <ul>
            <li>
              <NavAnchor to="/profile" onClick={() => setOpen(false)}>
                Profile
              </NavAnchor>
            </li>
            {showLogout && (
              <li>
                <NavAnchor to="/logout">Logout</NavAnchor>
              </li>
            )}
          </ul>
          <ThemeToggle />
        </Menu>
      )}
    </Wrapper>
  );
}
