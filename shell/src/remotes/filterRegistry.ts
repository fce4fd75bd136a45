import type { Flags, MergedSettings, RegistryEntry, Role } from '@portal/shared';

export interface AccessContext {
  role: Role;
  settings: MergedSettings;
  hasHomeSystem: boolean;
}

/** The areas this person may load: each entry's role, flag and home-system rules (spec 2, 6). */
export function filterRegistry(entries: RegistryEntry[], access: AccessContext): RegistryEntry[] {
  return entries.filter((entry) => {
    if (entry.roles && !entry.roles.includes(access.role)) return false;
    if (entry.flag && !access.settings[entry.flag as keyof Flags]) return false;
    if (entry.requiresHomeSystem && !access.hasHomeSystem) return false;
    return true;
  });
}
