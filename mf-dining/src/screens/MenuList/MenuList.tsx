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
import { Link, useParams } from 'react-router';
import { useMenusQuery, useRestaurantsQuery } from '../../api/diningApi';
import { windowText } from '../../lib/menuDays';

/** /dining/restaurant/{restaurantId}: the restaurant's menus for the week. */
export default function MenuList() {
  const title = usePageTitle();
  const { restaurantId = '' } = useParams();
  const communityId = useSelector(selectCommunityId);
  const { data: restaurants } = useRestaurantsQuery(communityId ?? skipToken);
  const restaurant = restaurants?.find((r) => r._id === restaurantId);
  // currentData belongs to this restaurant only: choosing another restaurant clears the
  // menus shown until its own have loaded (spec 4).
  const { currentData: menus, isFetching, isError, error, refetch } = useMenusQuery(restaurantId);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={restaurant ? `${restaurant.name}: menus for this week` : 'Menus for this week'}
      />
      {loadFailed({ isError, data: menus }) && <LoadProblem error={error} onRetry={refetch} />}
      {!menus && isFetching && <Spinner label="Loading menus" />}
      {menus && menus.length === 0 && (
        <EmptyState
          title="No menus this week"
          message="This restaurant has no menus for you this week."
          action={<Link to="/dining/restaurant">See all restaurants</Link>}
        />
      )}
      {menus && menus.length > 0 && (
        <List label="Menus">
          {menus.map((menu) => (
            <ListRow
              key={menu._id}
              href={`/dining/restaurant/${encodeURIComponent(restaurantId)}/${encodeURIComponent(menu._id)}`}
              title={menu.name}
              description={windowText(menu.availability)}
            />
          ))}
        </List>
      )}
    </>
  );
}
