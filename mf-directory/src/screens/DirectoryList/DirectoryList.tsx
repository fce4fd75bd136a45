import {
  Banner,
  Button,
  EmptyState,
  LinkProvider,
  LinkTabs,
  LoadProblem,
  NotFound,
  PageHeader,
  Skeleton,
  selectCommunityId,
  selectRole,
  selectUser,
  strings,
  stripSearchInput,
  TextField,
  tokens,
  usePageTitle,
  validateSearch,
} from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { useDirectoryListInfiniteQuery } from '../../api/directoryApi';
import { CreateBioRow } from '../../components/CreateBioRow';
import { RouterLink } from '../../components/RouterLink';
import { VirtualPeopleList } from '../../components/VirtualPeopleList';
import { directoryTabs, hasDirectoryTab } from '../../lib/directoryTabs';
import { directoryListArgs } from '../../lib/startDirectoryList';

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space.sm};
  margin: ${tokens.space.md} 0;
  & > :first-child {
    flex: 1 1 16rem;
  }
`;

const Count = styled.p`
  margin: 0 0 ${tokens.space.sm};
  color: ${tokens.colors.textMuted};
`;

/** /directory/{role}: residents, friends & family, or staff, searchable, virtualised, loaded a page at a time. */
export default function DirectoryList() {
  const { role } = useParams();
  const title = usePageTitle();
  const viewerRole = useSelector(selectRole);
  const user = useSelector(selectUser);
  const communityId = useSelector(selectCommunityId) ?? '';
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string>();
  const tabs = directoryTabs(viewerRole);
  const known = hasDirectoryTab(viewerRole, role);
  const list = useDirectoryListInfiniteQuery(
    directoryListArgs(communityId, viewerRole, role, query) ?? skipToken,
  );
  const people = useMemo(() => list.data?.pages.flatMap((page) => page.people) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? people.length;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (!known) return <NotFound />;
  const tabLabel = tabs.find((tab) => tab.role === role)?.label ?? title;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const stripped = stripSearchInput(text);
    if (!stripped) {
      setError(undefined);
      setQuery('');
      return;
    }
    const problem = validateSearch(stripped);
    setError(problem);
    if (!problem) setQuery(stripped);
  };
  const clear = () => {
    setText('');
    setQuery('');
    setError(undefined);
  };

  return (
    <LinkProvider component={RouterLink}>
      <PageHeader title={title} />
      <LinkTabs
        label="Directory"
        items={tabs.map((tab) => ({
          href: `/directory/${tab.role}`,
          label: tab.label,
          current: tab.role === role,
        }))}
      />
      <SearchForm role="search" onSubmit={submit} noValidate>
        <TextField
          label={`Search ${tabLabel}`}
          type="search"
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">Search</Button>
        {query && (
          <Button type="button" variant="secondary" onClick={clear}>
            Clear search
          </Button>
        )}
      </SearchForm>
      {role === 'residents' && viewerRole === 'Resident' && user && !user.biography && (
        <CreateBioRow />
      )}
      {list.isLoading || (list.isFetching && !isFetchingNextPage && !list.currentData) ? (
        <Skeleton lines={6} height={56} />
      ) : list.isError && !list.isFetchNextPageError && !list.currentData ? (
        <LoadProblem
          error={list.error}
          failure={query ? strings.searchFailed : undefined}
          onRetry={() => list.refetch()}
        />
      ) : people.length === 0 ? (
        <EmptyState
          title={query ? `No one matches “${query}”` : 'No one is listed here yet'}
          action={
            query ? (
              <Button variant="secondary" onClick={clear}>
                Clear search
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <Count aria-live="polite">
            {total === 1 ? '1 person' : `${total.toLocaleString('en-US')} people`}
            {query ? ` found for “${query}”` : ''}
          </Count>
          <VirtualPeopleList people={people} total={total} label={tabLabel} onNearEnd={loadMore} />
          {isFetchingNextPage && <Skeleton lines={2} height={56} />}
          {list.isFetchNextPageError && (
            <Banner severity="error" title={strings.generic}>
              <Button variant="secondary" onClick={() => void fetchNextPage()}>
                Try again
              </Button>
            </Banner>
          )}
        </>
      )}
    </LinkProvider>
  );
}
