import {
  Card,
  EmptyState,
  List,
  ListRow,
  LoadProblem,
  loadFailed,
  NotFound,
  PageHeader,
  Skeleton,
  selectCommunityId,
  selectSettings,
  tokens,
  usePageTitle,
} from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { type Shortcut, useShortcutsQuery } from '../api/feedApi';
import { shortcutSections } from '../lib/shortcutSections';

const Sections = styled.div`
  display: grid;
  gap: ${tokens.space.md};
`;

function ShortcutRow({ shortcut }: { shortcut: Shortcut }) {
  const link = shortcut.link ?? '';
  if (link.startsWith('/')) return <ListRow title={shortcut.name} href={link} />;
  return <ListRow title={shortcut.name} />;
}

/** /library/shortcuts (flag shortcutsEnabledPlus): the community's shortcuts, in sections. */
export function Shortcuts() {
  const settings = useSelector(selectSettings);
  if (settings && !settings.shortcutsEnabledPlus) return <NotFound />;
  return <ShortcutList />;
}

function ShortcutList() {
  const title = usePageTitle();
  const communityId = useSelector(selectCommunityId);
  const shortcuts = useShortcutsQuery(communityId ?? skipToken);
  const sections = shortcutSections(shortcuts.data ?? []);
  return (
    <>
      <PageHeader title={title} />
      {shortcuts.isLoading || !communityId ? (
        <div role="status" aria-label="Loading shortcuts">
          <Skeleton lines={6} />
        </div>
      ) : loadFailed(shortcuts) ? (
        <LoadProblem error={shortcuts.error} onRetry={() => void shortcuts.refetch()} />
      ) : sections.length === 0 ? (
        <EmptyState
          title="No shortcuts yet"
          message="Your community has not added any shortcuts."
        />
      ) : (
        <Sections>
          {sections.map((section) =>
            section.name ? (
              <Card key={section.id} title={section.name}>
                <List label={section.name}>
                  {section.shortcuts.map((s) => (
                    <ShortcutRow key={s.id} shortcut={s} />
                  ))}
                </List>
              </Card>
            ) : (
              <List key={section.id} label="Shortcuts">
                {section.shortcuts.map((s) => (
                  <ShortcutRow key={s.id} shortcut={s} />
                ))}
              </List>
            ),
          )}
        </Sections>
      )}
    </>
  );
}
