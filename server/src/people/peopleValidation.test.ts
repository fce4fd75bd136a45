import { strings, stripSearchInput, validatePhone } from '@portal/contracts';
import { checkAddressBookContacts, checkInvite, searchTsQuery } from './peopleValidation.ts';

describe('checkInvite', () => {
  const valid = { firstName: 'A', lastName: 'B', email: 'a@b.co', relationship: 'In_Laws' };
  it('accepts a valid invite without a phone', () => {
    expect(checkInvite(valid)).toEqual({
      ok: true,
      value: { ...valid, primaryPhone: null },
    });
  });
  it.each([
    '215-555-0100 extension 5',
    '+44 20 7946 0958',
    '215-555-0100 x',
    '12345',
    '555+1234567890',
  ])('answers for the phone %j as the browser form does', (primaryPhone) => {
    const server = checkInvite({ ...valid, primaryPhone });
    expect(server.ok ? undefined : server.message).toBe(validatePhone(primaryPhone));
  });
  it('stores a phone with its extension digits', () => {
    const checked = checkInvite({ ...valid, primaryPhone: '215-555-0100 extension 5' });
    expect(checked).toEqual({ ok: true, value: { ...valid, primaryPhone: '21555501005' } });
    expect(validatePhone('12345')).toBe(strings.phoneInvalid);
  });
  it('refuses the label In Laws: the value is In_Laws', () => {
    expect(checkInvite({ ...valid, relationship: 'In Laws' })).toEqual({
      ok: false,
      message: 'Please selact a relationship',
    });
  });
});

describe('checkAddressBookContacts', () => {
  const contact = { type: 'pstn', name: 'Pharmacy', phoneNumbers: ['2155550100'] };
  const book = (count: number) =>
    Array.from({ length: count }, (_, i) => `21555501${String(10 + i).padStart(2, '0')}`);
  it.each([
    [9, true],
    [10, false],
  ])('with %i numbers in the book, one more is allowed: %s', (inBook, ok) => {
    expect(checkAddressBookContacts([contact], book(inBook), []).ok).toBe(ok);
  });
  it('refuses a duplicate name', () => {
    expect(checkAddressBookContacts([contact], [], ['pharmacy']).ok).toBe(false);
  });
  it.each([
    ['twice in one contact', [{ ...contact, phoneNumbers: ['2155550100', '(215) 555-0100'] }], []],
    [
      'in two new contacts',
      [contact, { ...contact, name: 'Doctor', phoneNumbers: ['+1 215 555 0100'] }],
      [],
    ],
    ['already in the book', [contact], ['2155550100']],
  ])('refuses a number %s', (_label, contacts, inBook) => {
    expect(checkAddressBookContacts(contacts, inBook, [])).toEqual({
      ok: false,
      message: expect.stringContaining('already has the number'),
    });
  });
});

describe('search input', () => {
  it.each([
    ['  Eleanor <script>  ', 'Eleanor script'],
    ['O’Brien', 'OBrien'],
    ["O'Brien & co.", "O'Brien & co."],
  ])('strips %j to %j', (input, expected) => {
    expect(stripSearchInput(input)).toBe(expected);
  });
  it.each([
    ['a', undefined],
    ['!!a!!', undefined],
    ['el whit', 'el:* & whit:*'],
    ["o'brien", 'o:* & brien:*'],
  ])('%j → %j', (input, expected) => {
    expect(searchTsQuery(input)).toBe(expected);
  });
});
