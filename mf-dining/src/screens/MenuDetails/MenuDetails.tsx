import {
  EmptyState,
  isDay,
  LoadProblem,
  loadFailed,
  PageHeader,
  Spinner,
  usePageTitle,
} from '@portal/shared';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { type MenuItem, useMenuQuery } from '../../api/diningApi';
import { DayPager } from '../../components/DayPager/DayPager';
import { MenuItemDialog } from '../../components/MenuItemDialog/MenuItemDialog';
import { MenuSections } from '../../components/MenuSections/MenuSections';
import { isMenuEmpty } from '../../lib/menuContent';
import { longDay } from '../../lib/menuDays';

/**
 * /dining/restaurant/{restaurantId}/{menuId}: a menu day by day. The day is in the address
 * (`?date=`), so reloading or going back keeps it; without one the server shows today.
 */
export default function MenuDetails() {
  const title = usePageTitle();
  const { restaurantId = '', menuId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const date = asked !== null && isDay(asked) ? asked : undefined;
  const { data, isFetching, isError, error, refetch } = useMenuQuery({
    restaurantId,
    menuId,
    date,
  });
  // While another day loads, the day shown stays (and the buttons keep focus); another
  // menu's answer is never shown for this one.
  const menu = data && data._id === menuId && data.restaurantId === restaurantId ? data : undefined;
  const [openItem, setOpenItem] = useState<MenuItem | null>(null);

  const goTo = (day: string) => setSearch({ date: day }, { replace: true });

  return (
    <>
      <PageHeader
        title={title}
        subtitle={menu ? `${menu.restaurantName}: ${menu.name}` : undefined}
      />
      {loadFailed({ isError, data: menu }) && <LoadProblem error={error} onRetry={refetch} />}
      {!menu && isFetching && <Spinner label="Loading the menu" />}
      {menu && (
        <div aria-busy={isFetching}>
          <DayPager day={menu.date} window={menu.availability} onChange={goTo} />
          {isMenuEmpty(menu.sections) ? (
            <EmptyState
              title="Nothing on the menu this day"
              message={`${menu.name} has no dishes listed for ${longDay(menu.date)}. Try another day or another restaurant.`}
            />
          ) : (
            <MenuSections sections={menu.sections} onOpenItem={setOpenItem} />
          )}
        </div>
      )}
      <MenuItemDialog item={openItem} onClose={() => setOpenItem(null)} />
    </>
  );
}
