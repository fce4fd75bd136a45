import { strings } from './strings.ts';
import {
  stripSearchInput,
  validateCode,
  validateEmail,
  validateFirstName,
  validateGuestName,
  validateLastName,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validateRelationship,
  validateRequired,
  validateSearch,
} from './validation.ts';

describe('validateEmail', () => {
  it.each([
    ['', strings.emailRequired],
    ['   ', strings.emailRequired],
    ['mary', strings.invalidEmail],
    ['mary@', strings.invalidEmail],
    ['mary@home', strings.invalidEmail],
    ['mary@home.', strings.invalidEmail],
    ['@home.org', strings.invalidEmail],
    ['mary smith@home.org', strings.invalidEmail],
    ['mary@@home.org', strings.invalidEmail],
    ['mary@home..org', strings.invalidEmail],
    ['x@y.z', undefined],
    ['mary.smith+portal@home.co.uk', undefined],
    ['  mary@home.org  ', undefined],
  ])('%j → %j', (value, message) => {
    expect(validateEmail(value)).toBe(message);
  });
});

describe('required fields', () => {
  it.each([
    [validatePassword, '', strings.passwordRequired],
    [validatePassword, ' ', undefined],
    [validatePassword, 'secret', undefined],
    [validateFirstName, ' ', strings.firstNameRequired],
    [validateFirstName, 'Ann', undefined],
    [validateLastName, '', strings.lastNameRequired],
    [validateLastName, 'Lee', undefined],
    [validateRequired, '\t', strings.required],
    [validateRequired, 'x', undefined],
    [validateRelationship, '', 'Please selact a relationship'],
    [validateRelationship, 'Cousin', 'Please selact a relationship'],
    [validateRelationship, 'In Laws', 'Please selact a relationship'],
    [validateRelationship, 'In_Laws', undefined],
    [validateRelationship, 'Daughter', undefined],
  ])('%p(%j) → %j', (validate, value, message) => {
    expect(validate(value)).toBe(message);
  });
});

describe('validateCode', () => {
  it.each([
    ['', strings.codeRequired],
    ['  ', strings.codeRequired],
    ['12345', strings.codeInvalid],
    ['1234567', strings.codeInvalid],
    ['12 456', strings.codeInvalid],
    ['12345!', strings.codeInvalid],
    ['123456', undefined],
    ['AB12cd', undefined],
    [' 123456 ', undefined],
  ])('%j → %j', (value, message) => {
    expect(validateCode(value)).toBe(message);
  });
});

describe('validateGuestName', () => {
  it.each([
    ['', strings.guestRequired],
    ['   ', strings.guestRequired],
    ['Jo3', strings.guestLettersOnly],
    ['Ann!', strings.guestLettersOnly],
    ['- Ann', strings.guestLettersOnly],
    ['Al', strings.guestMin],
    ['A B', strings.guestMin],
    ['Ann', undefined],
    ['Mary Jane', undefined],
    ["Seán O'Brien", undefined],
    ['Mary-Ann O’Neil', undefined],
    ['  Zoë Brontë ', undefined],
    ['R2D2', strings.guestLettersOnly],
    ['J o', strings.guestMin],
    ['Anne-Marie', undefined],
  ])('%j → %j', (value, message) => {
    expect(validateGuestName(value)).toBe(message);
  });
});

describe('search', () => {
  it.each([
    ['  Mary   Smith ', 'Mary Smith'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ["O'Brien & Sons, Inc.", "O'Brien & Sons, Inc."],
    ['mary@home.org', 'mary@home.org'],
    ['Anne-Marie', 'Anne-Marie'],
    ['50% off; *now*', '50 off now'],
    ['José\tÅsa', 'José Åsa'],
  ])('strips %j to %j', (value, expected) => {
    expect(stripSearchInput(value)).toBe(expected);
  });

  it.each([
    ['', strings.searchMin],
    ['a', strings.searchMin],
    [' a ', strings.searchMin],
    ['a*', strings.searchMin],
    ['ab', undefined],
    ['Al', undefined],
  ])('validateSearch(%j) → %j', (value, message) => {
    expect(validateSearch(value)).toBe(message);
  });
});

describe('validatePasswordConfirmation', () => {
  it.each([
    ['secret', '', strings.confirmPasswordRequired],
    ['secret', 'secreT', strings.passwordMismatch],
    ['secret', 'secret ', strings.passwordMismatch],
    ['secret', 'secret', undefined],
  ])('%j / %j → %j', (password, confirmation, message) => {
    expect(validatePasswordConfirmation(password, confirmation)).toBe(message);
  });
});

describe('validatePhone', () => {
  it.each([
    ['', false, undefined],
    ['', true, strings.phoneInvalid],
    ['555-1234', false, strings.phoneInvalid],
    ['phone me', false, strings.phoneInvalid],
    ['(555) 123-4567', false, undefined],
    ['+1 555 123 4567', true, undefined],
    ['5551234567 ext 12', false, undefined],
  ])('%j (required %p) → %j', (value, required, message) => {
    expect(validatePhone(value, required)).toBe(message);
  });
});
