import type { DirectoryPerson } from '../api/directoryApi';
import { birthdayText, personFacts } from './personFacts';

const person: DirectoryPerson = {
  _id: 'p1',
  _type: 'Resident',
  fullName: 'Ada Lane',
  firstName: 'Ada',
  lastName: 'Lane',
  name: 'Ada Lane',
  profileHidden: false,
  canCommunicate: true,
  thumbnail: null,
  profileImage: null,
  biography: null,
  email: 'ada@example.org',
  primaryPhone: '+12155550100',
  phoneNumber: null,
  secondaryPhone: '215555010112',
  birthdate: '1940-03-09',
  address: null,
  building: null,
  jobTitle: null,
  department: null,
  relationship: null,
};

describe('personFacts', () => {
  it('formats phones as spec 5 says and links them', () => {
    expect(personFacts(person)).toEqual([
      { label: 'Phone', text: '(215) 555-0100', href: 'tel:+12155550100' },
      { label: 'Other phone', text: '(215) 555-0101 Ext. 12', href: 'tel:215555010112' },
      { label: 'Email', text: 'ada@example.org', href: 'mailto:ada@example.org' },
      { label: 'Birthday', text: 'March 9' },
    ]);
  });

  it('shows nothing the server withheld', () => {
    const hidden = {
      ...person,
      email: null,
      primaryPhone: null,
      secondaryPhone: null,
      birthdate: null,
    };
    expect(personFacts(hidden)).toEqual([]);
  });

  it('writes In_Laws as In Laws', () => {
    expect(
      personFacts({
        ...person,
        _type: 'Contact',
        relationship: 'In_Laws',
        email: null,
        primaryPhone: null,
        secondaryPhone: null,
        birthdate: null,
      }),
    ).toEqual([{ label: 'Relationship', text: 'In Laws' }]);
  });

  it('reads a birthday as month and day', () => {
    expect(birthdayText('1938-12-31')).toBe('December 31');
  });
});
