import { EMPTY_SHARE, validateShare } from './shareForm';

describe('validateShare', () => {
  it('gives every message of spec 5 for an empty form, phone being optional', () => {
    expect(validateShare(EMPTY_SHARE)).toEqual({
      firstName: 'The first name is required',
      lastName: 'The last name is required',
      email: 'The email is required.',
      relationship: 'Please selact a relationship',
    });
  });

  it.each([
    [{ email: 'rosa@' }, { email: 'Please enter a valid email address.' }],
    [{ primaryPhone: '123' }, { primaryPhone: 'Please enter a valid phone number' }],
    [{ relationship: 'In Laws' }, { relationship: 'Please selact a relationship' }],
    [{}, {}],
  ])('%j gives %j', (change, expected) => {
    const valid = {
      firstName: 'Rosa',
      lastName: 'Lind',
      email: 'rosa@example.org',
      relationship: 'In_Laws',
      primaryPhone: '',
    };
    expect(validateShare({ ...valid, ...change })).toEqual(expected);
  });
});
