import type { Shortcut } from '../api/feedApi';

export interface ShortcutSection {
  id: string;
  /** Null for shortcuts listed before any section. */
  name: string | null;
  shortcuts: Shortcut[];
}

/** Groups shortcuts under the section before them (type 'section'); empty sections are dropped. */
export function shortcutSections(list: readonly Shortcut[]): ShortcutSection[] {
  const sections: ShortcutSection[] = [];
  let current: ShortcutSection = { id: 'start', name: null, shortcuts: [] };
  for (const item of list) {
    if (item.type === 'section') {
      sections.push(current);
      current = { id: item.id, name: item.name, shortcuts: [] };
    } else {
      current.shortcuts.push(item);
    }
  }
  sections.push(current);
  return sections.filter((section) => section.shortcuts.length > 0);
}
