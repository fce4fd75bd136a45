import { canAddPhoneNumbers, phoneNumbersIn, showsAddressBook } from './addressBookLimit';

const book = (counts: number[]) => ({
  contacts: counts.map((count) => ({
    phoneNumbers: Array.from({ length: count }, () => '2155550100'),
  })),
});

describe('address book limit', () => {
  it.each([
    [[], 1, true],
    [[3, 6], 1, true],
    [[4, 6], 1, false],
    [[8], 2, true],
    [[8], 3, false],
  ])('book %j adding %i: %s', (counts, adding, allowed) => {
    expect(canAddPhoneNumbers(book(counts), adding)).toBe(allowed);
  });

  it('counts numbers, not contacts', () => {
    expect(phoneNumbersIn(book([2, 3]))).toBe(5);
    expect(phoneNumbersIn(null)).toBe(0);
  });

  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])('calling %s, device %s: shown %s', (calling, device, shown) => {
    expect(
      showsAddressBook({
        hasAlexaDevice: device,
        community: { settings: { alexaCallingEnabled: calling } },
      }),
    ).toBe(shown);
  });
});
