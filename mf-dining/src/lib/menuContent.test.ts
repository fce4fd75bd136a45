import type { MenuItem, MenuSection } from '../api/diningApi';
import { allergensOf, dietsOf, isMenuEmpty, sectionsWithItems } from './menuContent';

const item: MenuItem = {
  _id: 'i1',
  name: 'Baked Cod',
  description: null,
  nutritionInfo: [],
  attributes: [
    { type: 'diet', value: 'Heart healthy' },
    { type: 'allergen', value: 'Fish' },
    { type: 'allergen', value: 'Milk' },
  ],
};
const section = (id: string, items: MenuItem[]): MenuSection => ({
  _id: id,
  name: id,
  availableMenuItemsByCategory: [{ category: 'Special', items }],
});

describe('isMenuEmpty (spec 4)', () => {
  it.each([
    [[], true],
    [[section('a', []), section('b', [])], true],
    [[section('a', []), section('b', [item])], false],
  ])('%#', (sections, empty) => {
    expect(isMenuEmpty(sections)).toBe(empty);
  });

  it('keeps only sections with dishes', () => {
    expect(sectionsWithItems([section('a', []), section('b', [item])]).map((s) => s._id)).toEqual([
      'b',
    ]);
  });
});

describe('attributes', () => {
  it('splits diets from allergens', () => {
    expect(dietsOf(item)).toEqual(['Heart healthy']);
    expect(allergensOf(item)).toEqual(['Fish', 'Milk']);
  });
});
