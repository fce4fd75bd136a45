import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MenuItem } from '../../api/diningApi';
import { MenuSections } from '../MenuSections/MenuSections';
import { renderInTheme } from '../renderInTheme';
import { MenuItemDialog } from './MenuItemDialog';

const cod: MenuItem = {
  _id: 'cod',
  name: 'Baked Cod',
  description: 'Cod with lemon and herbs.',
  nutritionInfo: [
    { name: 'Calories', value: '340' },
    { name: 'Sodium', value: '470 mg' },
  ],
  attributes: [
    { type: 'diet', value: 'Heart healthy' },
    { type: 'allergen', value: 'Fish' },
  ],
};
const beans: MenuItem = {
  _id: 'beans',
  name: 'Steamed Green Beans',
  description: null,
  nutritionInfo: [],
  attributes: [{ type: 'diet', value: 'Low sodium' }],
};

function Menu() {
  const [open, setOpen] = useState<MenuItem | null>(null);
  return (
    <>
      <MenuSections
        sections={[
          {
            _id: 's1',
            name: 'Entrées',
            availableMenuItemsByCategory: [{ category: "Chef's Special", items: [cod] }],
          },
          {
            _id: 's2',
            name: 'Sides',
            availableMenuItemsByCategory: [{ category: 'Always Available', items: [beans] }],
          },
          { _id: 's3', name: 'Desserts', availableMenuItemsByCategory: [] },
        ]}
        onOpenItem={setOpen}
      />
      <MenuItemDialog item={open} onClose={() => setOpen(null)} />
    </>
  );
}

describe('menu sections and item details', () => {
  it('lists sections with dishes only, attributes in words', () => {
    renderInTheme(<Menu />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Entrées',
      'Sides',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: "Chef's Special" })).toBeInTheDocument();
    const row = screen.getByRole('button', { name: /Baked Cod/ });
    expect(row).toHaveTextContent('Heart healthy');
    expect(row).toHaveTextContent('Contains: Fish');
  });

  it('opens a dish with its nutrition, diets and allergens, and closes again', async () => {
    const user = userEvent.setup();
    renderInTheme(<Menu />);
    await user.click(screen.getByRole('button', { name: /Baked Cod/ }));
    const dialog = screen.getByRole('dialog', { name: 'Baked Cod' });
    expect(within(dialog).getByText('Cod with lemon and herbs.')).toBeInTheDocument();
    expect(within(dialog).getByRole('rowheader', { name: 'Sodium' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: '470 mg' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Suitable for' })).toHaveTextContent(
      'Heart healthy',
    );
    expect(within(dialog).getByRole('list', { name: 'Allergens' })).toHaveTextContent(
      'Contains fish',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Steamed Green Beans/ }));
    const beansDialog = screen.getByRole('dialog', { name: 'Steamed Green Beans' });
    expect(
      within(beansDialog).getByText('Nutrition facts are not available for this dish.'),
    ).toBeInTheDocument();
    expect(within(beansDialog).getByText(/No common allergens listed/)).toBeInTheDocument();
  });
});
