import {
  EmptyState,
  List,
  ListRow,
  LoadProblem,
  loadFailed,
  PageHeader,
  Spinner,
  selectCommunityId,
  usePageTitle,
} from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { useRestaurantsQuery } from '../../api/diningApi';

/** /dining/restaurant: the community's restaurants. */
export default function RestaurantList() {
  const title = usePageTitle();
  const communityId = useSelector(selectCommunityId);
  const { data, isLoading, isError, error, refetch } = useRestaurantsQuery(
    communityId ?? skipToken,
  );
  return (
    <>
      <PageHeader title={title} subtitle="Choose a restaurant to see its menus." />
      {loadFailed({ isError, data }) && <LoadProblem error={error} onRetry={refetch} />}
      {isLoading && <Spinner label="Loading restaurants" />}
      {data && data.length === 0 && (
        <EmptyState
          title="No restaurants yet"
          message="Your community has not listed any restaurants."
        />
      )}
      {data && data.length > 0 && (
        <List label="Restaurants">
          {data.map((restaurant) => (
            <ListRow
              key={restaurant._id}
              href={`/dining/restaurant/${encodeURIComponent(restaurant._id)}`}
              title={restaurant.name}
              description={restaurant.description}
            />
          ))}
        </List>
      )}
    </>
  );
}
