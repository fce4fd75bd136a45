import type { ServedItemRow } from './diningRepository.ts';
import { groupSections, isMenuEmpty } from './menuSections.ts';

const item = (sectionId: string, category: string, id: string): ServedItemRow => ({
  sectionId,
  category,
  id,
  name: `Dish ${id}`,
  description: null,
  nutritionInfo: [{ name: 'Calories', value: '100' }],
  attributes: [{ type: 'diet', value: 'Vegetarian' }],
});

const sections = [
  { id: 's1', name: 'Entrées' },
  { id: 's2', name: 'Desserts' },
];

describe('groupSections', () => {
  it('groups each section by category in the order dishes come, at most first per section', () => {
    const items = [
      item('s1', 'Special', 'a'),
      item('s2', 'Special', 'x'),
      item('s1', 'Always', 'b'),
      item('s1', 'Special', 'c'),
    ];
    const grouped = groupSections(sections, items, 2);
    expect(
      grouped.map((s) => [
        s.name,
        s.availableMenuItemsByCategory.map((g) => [g.category, g.items.map((i) => i._id)]),
      ]),
    ).toEqual([
      [
        'Entrées',
        [
          ['Special', ['a']],
          ['Always', ['b']],
        ],
      ],
      ['Desserts', [['Special', ['x']]]],
    ]);
    expect(grouped[0].availableMenuItemsByCategory[0].items[0]).toEqual({
      _id: 'a',
      name: 'Dish a',
      description: null,
      nutritionInfo: [{ name: 'Calories', value: '100' }],
      attributes: [{ type: 'diet', value: 'Vegetarian' }],
    });
  });
});

describe('isMenuEmpty (spec 4)', () => {
  it('is empty when no section has items, and not when one has', () => {
    expect(isMenuEmpty(groupSections(sections, [], 50))).toBe(true);
    expect(isMenuEmpty([])).toBe(true);
    expect(isMenuEmpty(groupSections(sections, [item('s2', 'Special', 'x')], 50))).toBe(false);
  });
});
