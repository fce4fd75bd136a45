import type { SectionRow, ServedItemRow } from './diningRepository.ts';

export interface GraphMenuItem {
  _id: string;
  name: string;
  description: string | null;
  nutritionInfo: { name: string; value: string }[];
  attributes: { type: string; value: string }[];
}

export interface GraphMenuSection {
  _id: string;
  name: string;
  availableMenuItemsByCategory: { category: string; items: GraphMenuItem[] }[];
}

/**
 * The menu's sections with the dishes each serves, grouped by category in the order they
 * first appear; at most `first` dishes per section.
 */
export function groupSections(
  sections: readonly SectionRow[],
  items: readonly ServedItemRow[],
  first: number,
): GraphMenuSection[] {
  return sections.map((section) => {
    const categories = new Map<string, GraphMenuItem[]>();
    let count = 0;
    for (const item of items) {
      if (item.sectionId !== section.id || count >= first) continue;
      const list = categories.get(item.category) ?? [];
      list.push({
        _id: item.id,
        name: item.name,
        description: item.description,
        nutritionInfo: item.nutritionInfo,
        attributes: item.attributes,
      });
      categories.set(item.category, list);
      count += 1;
    }
    return {
      _id: section.id,
      name: section.name,
      availableMenuItemsByCategory: [...categories].map(([category, list]) => ({
        category,
        items: list,
      })),
    };
  });
}

/** Spec 4: a menu is empty if no section has items. */
export function isMenuEmpty(sections: readonly GraphMenuSection[]): boolean {
  return sections.every((section) =>
    section.availableMenuItemsByCategory.every((group) => group.items.length === 0),
  );
}
