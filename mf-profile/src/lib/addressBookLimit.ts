import { VOICE_PHONE_LIMIT } from '@portal/shared';

export function phoneNumbersIn(book: { contacts: { phoneNumbers: string[] }[] } | null): number {
  return (book?.contacts ?? []).reduce((sum, contact) => sum + contact.phoneNumbers.length, 0);
}

/** Spec 4: a limit of 10 phone numbers blocks adding more. */
export function canAddPhoneNumbers(
  book: { contacts: { phoneNumbers: string[] }[] } | null,
  adding = 1,
): boolean {
  return phoneNumbersIn(book) + adding <= VOICE_PHONE_LIMIT;
}

/** Spec 4: the voice-assistant book needs calling enabled in the community and a device. */
export function showsAddressBook(user: {
  hasAlexaDevice: boolean | null;
  community: { settings: { alexaCallingEnabled: boolean } };
}): boolean {
  return user.community.settings.alexaCallingEnabled && user.hasAlexaDevice === true;
}
