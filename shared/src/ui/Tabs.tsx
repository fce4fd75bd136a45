import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab, when the parent controls it. */
  selectedId?: string;
  /** The first selected tab, when the component keeps the state itself. */
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
}

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xxs};
  margin: 0 0 ${tokens.space.lg};
  padding: 0;
  list-style: none;
  border-bottom: 2px solid ${tokens.colors.divider};
`;

/** The look shared by tab buttons and links-as-tabs. */
export const TabStyle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.xs};
  min-height: ${tokens.targetSize + 4}px;
  min-width: ${tokens.targetSize}px;
  padding: ${tokens.space.xs} ${tokens.space.md};
  margin-bottom: -2px;
  border: 0;
  border-bottom: 4px solid transparent;
  border-radius: ${tokens.radii.sm} ${tokens.radii.sm} 0 0;
  background: transparent;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.medium};
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${tokens.colors.surfaceHover};
    color: ${tokens.colors.text};
  }

  &[aria-selected='true'],
  &[aria-current='page'] {
    color: ${tokens.colors.text};
    border-bottom-color: ${tokens.colors.primary};
    font-weight: ${tokens.fontWeights.bold};
  }
`;

/**
 * Tabs of the WAI-ARIA pattern: one tab in the Tab order; arrows, Home and End move between
 * tabs and select them; the panel follows.
 */
export function Tabs({ label, tabs, selectedId, defaultSelectedId, onSelect }: TabsProps) {
  const baseId = useId();
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? tabs[0]?.id);
  const chosen = selectedId ?? ownSelected;
  const selected = tabs.find((tab) => tab.id === chosen) ?? tabs[0];
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  if (!selected) return null;

  const tabId = (id: string) => `${baseId}tab-${id}`;
  const panelId = (id: string) => `${baseId}panel-${id}`;

  const select = (id: string) => {
    if (selectedId === undefined) setOwnSelected(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected.id);
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    const target = tabs[next[event.key]];
    select(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected.id;
          return (
            <TabStyle
              key={tab.id}
              ref={(element: HTMLButtonElement | null) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </TabStyle>
          );
        })}
      </TabList>
      <div
        role="tabpanel"
        id={panelId(selected.id)}
        aria-labelledby={tabId(selected.id)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel focusable
        tabIndex={0}
      >
        {selected.content}
      </div>
    </div>
  );
}
