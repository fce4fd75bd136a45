import type { MenuItem, MenuSection } from '../api/diningApi';

/** Spec 4: a menu is empty if no section has items. */
export function isMenuEmpty(sections: readonly MenuSection[]): boolean {
  return sections.every((section) =>
    section.availableMenuItemsByCategory.every((group) => group.items.length === 0),
  );
}

/** Sections that have something to show that day. */
export function sectionsWithItems(sections: readonly MenuSection[]): MenuSection[] {
  return sections.filter((section) =>
    section.availableMenuItemsByCategory.some((group) => group.items.length > 0),
  );
}

export function dietsOf(item: MenuItem): string[] {
  return item.attributes.filter((a) => a.type === 'diet').map((a) => a.value);
}

export function allergensOf(item: MenuItem): string[] {
  return item.attributes.filter((a) => a.type === 'allergen').map((a) => a.value);
}
