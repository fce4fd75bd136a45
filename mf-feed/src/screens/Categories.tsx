import { List, ListRow, PageHeader, selectSettings, usePageTitle } from '@portal/shared';
import { useSelector } from 'react-redux';
import { visibleCategories } from '../lib/feedCategories';

/** /library/category: the library's categories. */
export function Categories() {
  const title = usePageTitle();
  const settings = useSelector(selectSettings);
  return (
    <>
      <PageHeader title={title} />
      <List label="Categories">
        {visibleCategories(settings).map((option) => (
          <ListRow
            key={option.category}
            title={option.label}
            href={`/library/category/${option.category}`}
          />
        ))}
      </List>
    </>
  );
}
