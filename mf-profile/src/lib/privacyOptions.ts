/** Spec 6: what a resident can hide, with the words the privacy switches use. */
export const PRIVACY_OPTIONS = [
  {
    property: 'profile',
    label: 'Hide my profile',
    hint: 'Others see only your name, and you cannot start chats or calls.',
  },
  { property: 'email', label: 'Hide my email' },
  { property: 'primaryPhone', label: 'Hide my primary phone' },
  { property: 'secondaryPhone', label: 'Hide my secondary phone' },
  { property: 'birthdate', label: 'Hide my birthday' },
] as const;

export function isHidden(hiddenFields: readonly string[], property: string): boolean {
  return hiddenFields.includes(property);
}
