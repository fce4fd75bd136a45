import {
  EmptyState,
  List,
  ListRow,
  LoadProblem,
  loadFailed,
  NotFound,
  PageHeader,
  Spinner,
  selectCommunityId,
  tagTitle,
  usePageTitle,
} from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { DINING_INFO_CATEGORY, useDiningInfoTagsQuery } from '../../api/diningInfoApi';

const infoPath = (tag: string) => `/dining/info/${DINING_INFO_CATEGORY}/${encodeURIComponent(tag)}`;

/** /dining/info/{category}: the folders (tags) of Dining Info. */
export default function DiningInfoTags() {
  const { category = '' } = useParams();
  const title = usePageTitle();
  const communityId = useSelector(selectCommunityId);
  const isMenu = category === DINING_INFO_CATEGORY;
  const { data, isLoading, isError, error, refetch } = useDiningInfoTagsQuery(
    isMenu && communityId ? communityId : skipToken,
  );
  if (!isMenu) return <NotFound />;
  return (
    <>
      <PageHeader title={title} subtitle="Menus, special dinners and news from the kitchen." />
      {loadFailed({ isError, data }) && <LoadProblem error={error} onRetry={refetch} />}
      {isLoading && <Spinner label="Loading dining info" />}
      {data && (
        <List label="Dining info folders">
          <ListRow href={infoPath('all')} title={tagTitle(DINING_INFO_CATEGORY, 'all')} />
          {data.map((tag) => (
            <ListRow
              key={tag._id}
              href={infoPath(tag.name)}
              title={tag.name}
              description={tag.postCount === 1 ? '1 item' : `${tag.postCount} items`}
            />
          ))}
        </List>
      )}
      {data && data.length === 0 && (
        <EmptyState title="Nothing here yet" message="The kitchen has not posted dining info." />
      )}
    </>
  );
}
