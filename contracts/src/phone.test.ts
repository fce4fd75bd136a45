import { formatPhone, normalizePhone, parsePhone } from './phone.ts';

describe('formatPhone', () => {
  it.each([
    ['1234567890', '(123) 456-7890'],
    ['123-456-7890', '(123) 456-7890'],
    ['(123) 456 7890', '(123) 456-7890'],
    ['  123.456.7890  ', '(123) 456-7890'],
    ['+1 555 123 4567', '(555) 123-4567'],
    ['+1-555-123-4567', '(555) 123-4567'],
    ['+15551234567', '(555) 123-4567'],
    ['+44 20 7946 0958', '(207) 946-0958'],
    ['+1 (555) 123-4567', '(555) 123-4567'],
    ['555123456712', '(555) 123-4567 Ext. 12'],
    ['5551234567123', '(555) 123-4567 Ext. 123'],
    ['555-123-4567 ext. 89', '(555) 123-4567 Ext. 89'],
    ['555-123-4567 x89', '(555) 123-4567 Ext. 89'],
    ['+1 555 123 4567 ext 9', '(555) 123-4567 Ext. 9'],
  ])('%j → %j', (raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['   ', ''],
    ['12345', '12345'],
    [' 555-1234 ', '555-1234'],
    ['call me', 'call me'],
    ['555-123-456a', '555-123-456a'],
    ['555+1234567890', '555+1234567890'],
    ['5551234567 12345678', '5551234567 12345678'],
  ])('leaves %j as %j', (raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });
});

describe('parsePhone', () => {
  it('splits digits and extension', () => {
    expect(parsePhone('+1 555 123 4567 #42')).toEqual({ digits: '5551234567', extension: '42' });
  });
  it('refuses too few digits', () => {
    expect(parsePhone('+1 555 1234')).toBeUndefined();
  });
});

describe('normalizePhone: the number as stored', () => {
  it.each([
    ['(215) 555-0100', '2155550100'],
    ['+1 215 555 0100', '2155550100'],
    ['+12155550100', '2155550100'],
    ['215-555-0100 ext. 12', '215555010012'],
    ['215-555-0100 extension 5', '21555501005'],
    ['12345', undefined],
    ['call me', undefined],
  ])('%s → %s', (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });
});
