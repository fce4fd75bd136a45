import { base, en, en_US, Faker } from '@faker-js/faker';
import type { Relationship } from '@portal/contracts';
import {
  DEMO_ADDRESS_BOOK_ID,
  DEMO_ADVOCATE_ID,
  DEMO_FAMILY_ID,
  DEMO_HOME_SYSTEM_ID,
  DEMO_RESIDENT_ID,
  DEMO_RESIDENT_ROOM_ID,
  DEMO_STAFF_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from './demoAccounts.ts';
import type {
  DemoDataset,
  SeedAddressBook,
  SeedAlexaContact,
  SeedCommunity,
  SeedHomeSystem,
  SeedRoom,
  SeedUser,
} from './demoDataset.ts';
import {
  CARE_SETTINGS,
  CAREERS,
  NICKNAMES,
  PASTIMES,
  RESIDENT_FEMALE_NAMES,
  RESIDENT_MALE_NAMES,
  STAFF_POSITIONS,
} from './seedVocabulary.ts';

export const DEMO_SEED = 20_240_611;
// Birthdates and ages are computed from this day, so the data set never depends on the clock.
export const DEMO_REFERENCE_DATE = '2025-06-01T12:00:00.000Z';

export const WILLOW_CREEK_COUNTS = { residents: 120, staff: 20, family: 60 } as const;
export const MAPLE_GROVE_COUNTS = { residents: 14, staff: 3, family: 3 } as const;

type Sex = 'female' | 'male';

const FAMILY_RELATIONSHIPS: readonly { weight: number; value: Relationship }[] = [
  { weight: 6, value: 'Daughter' },
  { weight: 5, value: 'Son' },
  { weight: 2, value: 'Granddaughter' },
  { weight: 2, value: 'Grandson' },
  { weight: 2, value: 'Sibling' },
  { weight: 2, value: 'Friend' },
  { weight: 1, value: 'In_Laws' },
  { weight: 1, value: 'Spouse' },
  { weight: 1, value: 'Other' },
];

const SHARES_LAST_NAME: ReadonlySet<Relationship> = new Set([
  'Son',
  'Grandson',
  'Granddaughter',
  'Sibling',
  'Spouse',
]);

const NOT_FAMILY: ReadonlySet<Relationship> = new Set(['Friend', 'Other']);

interface CommunityPlan {
  community: SeedCommunity;
  areaCodes: readonly string[];
  streetAddress: string;
}

const WILLOW_CREEK: CommunityPlan = {
  community: {
    id: WILLOW_CREEK_ID,
    name: 'Willow Creek',
    timezone: 'America/New_York',
    settings: {
      alexaCallingEnabled: true,
      alexaWakeWord: 'Alexa',
      residentVideoCalling: true,
      requestExperienceEnabled: true,
      directoryOptOutEnabled: true,
    },
    flags: { wellnessEnabled: true, shortcutsEnabledPlus: true, communityCustomThemeFile: null },
  },
  areaCodes: ['215', '267', '484', '610'],
  streetAddress: '4100 Willow Creek Drive',
};

const MAPLE_GROVE: CommunityPlan = {
  community: {
    id: MAPLE_GROVE_ID,
    name: 'Maple Grove',
    timezone: 'America/Chicago',
    settings: {
      alexaCallingEnabled: false,
      alexaWakeWord: null,
      residentVideoCalling: false,
      requestExperienceEnabled: false,
      directoryOptOutEnabled: false,
    },
    flags: {
      wellnessEnabled: false,
      shortcutsEnabledPlus: false,
      communityCustomThemeFile: '/themes/maple.json',
    },
  },
  areaCodes: ['312', '773', '630', '847'],
  streetAddress: '900 Maple Grove Road',
};

/** Builds the whole demo data set from a fixed seed: the same call always gives the same data. */
export function buildDemoDataset(): DemoDataset {
  return new DemoDatasetBuilder().build();
}

class DemoDatasetBuilder {
  private readonly faker = new Faker({ locale: [en_US, en, base], seed: DEMO_SEED });
  private readonly usedEmails = new Set<string>();
  private readonly data: DemoDataset = {
    communities: [WILLOW_CREEK.community, MAPLE_GROVE.community],
    rooms: [],
    users: [],
    relationships: [],
    homeSystems: [],
    addressBooks: [],
  };

  constructor() {
    this.faker.setDefaultRefDate(DEMO_REFERENCE_DATE);
  }

  build(): DemoDataset {
    const willowRooms = this.willowCreekRooms();
    const mapleRooms = this.mapleGroveRooms();

    const demoResident = this.demoResident();
    const willowResidents = [
      demoResident,
      ...this.residents(WILLOW_CREEK, willowRooms, WILLOW_CREEK_COUNTS.residents - 1),
    ];
    const mapleResidents = this.residents(MAPLE_GROVE, mapleRooms, MAPLE_GROVE_COUNTS.residents);

    this.data.users.push(this.demoStaff());
    this.staff(WILLOW_CREEK, WILLOW_CREEK_COUNTS.staff - 1);
    this.staff(MAPLE_GROVE, MAPLE_GROVE_COUNTS.staff);

    const demoFamily = this.demoFamily();
    this.families(WILLOW_CREEK, willowResidents.slice(1), WILLOW_CREEK_COUNTS.family - 1);
    this.families(MAPLE_GROVE, mapleResidents, MAPLE_GROVE_COUNTS.family);
    this.data.users.push(this.demoAdvocate());

    this.demoHomeSystemAndAddressBook(demoFamily);
    this.homeSystemsAndAddressBooks([...willowResidents.slice(1), ...mapleResidents]);
    return this.data;
  }

  // Rooms

  private willowCreekRooms(): SeedRoom[] {
    const rooms: SeedRoom[] = [];
    for (const hall of ['Oak', 'Birch', 'Cedar']) {
      for (let floor = 1; floor <= 3; floor += 1) {
        for (let door = 1; door <= 12; door += 1) {
          const name = `${hall} ${floor}${String(door).padStart(2, '0')}`;
          if (name === 'Oak 214') continue;
          rooms.push(this.room(WILLOW_CREEK_ID, name, `${hall} Hall`));
        }
      }
    }
    for (let cottage = 1; cottage <= 12; cottage += 1) {
      rooms.push(this.room(WILLOW_CREEK_ID, `Cottage ${cottage}`, 'The Cottages'));
    }
    this.data.rooms.push({
      id: DEMO_RESIDENT_ROOM_ID,
      communityId: WILLOW_CREEK_ID,
      name: 'Oak 214',
      building: 'Oak Hall',
    });
    return this.faker.helpers.shuffle(rooms);
  }

  private mapleGroveRooms(): SeedRoom[] {
    const rooms: SeedRoom[] = [];
    for (let suite = 101; suite <= 118; suite += 1) {
      rooms.push(this.room(MAPLE_GROVE_ID, `Suite ${suite}`, 'Main House'));
    }
    return this.faker.helpers.shuffle(rooms);
  }

  private room(communityId: string, name: string, building: string): SeedRoom {
    const room = { id: this.id(), communityId, name, building };
    this.data.rooms.push(room);
    return room;
  }

  // People

  private residents(plan: CommunityPlan, freeRooms: SeedRoom[], count: number): SeedUser[] {
    const residents: SeedUser[] = [];
    // About one in twelve residents shares a room (and a last name) with a spouse.
    while (residents.length < count) {
      const room = freeRooms.shift();
      if (!room) throw new Error(`Not enough rooms in ${plan.community.name}`);
      const first = this.resident(plan, room, null);
      residents.push(first);
      if (residents.length < count && this.faker.datatype.boolean({ probability: 0.09 })) {
        residents.push(this.resident(plan, room, first.lastName));
      }
    }
    return residents;
  }

  private resident(plan: CommunityPlan, room: SeedRoom, spouseLastName: string | null): SeedUser {
    const f = this.faker;
    const sex: Sex = f.helpers.arrayElement(['female', 'female', 'male']);
    const firstName = f.helpers.arrayElement(
      sex === 'female' ? RESIDENT_FEMALE_NAMES : RESIDENT_MALE_NAMES,
    );
    const lastName = spouseLastName ?? f.person.lastName();
    const hasEmail = f.datatype.boolean({ probability: 0.6 });
    const user: SeedUser = {
      ...this.blankUser(plan.community.id),
      userType: 'Resident',
      roles: ['Resident'],
      firstName,
      lastName,
      preferredName:
        NICKNAMES[firstName] && f.datatype.boolean({ probability: 0.5 })
          ? NICKNAMES[firstName]
          : null,
      email: hasEmail ? this.email(firstName, lastName, 'example.com') : null,
      roomIds: [room.id],
      biography: f.datatype.boolean({ probability: 0.85 })
        ? this.residentBiography(firstName, sex)
        : null,
      optOutOfDirectory: f.datatype.boolean({ probability: 0.1 }),
      hiddenFields: f.helpers.weightedArrayElement([
        { weight: 70, value: [] },
        { weight: 15, value: ['birthdate'] },
        { weight: 10, value: ['email', 'primaryPhone'] },
        { weight: 5, value: ['secondaryPhone'] },
      ]),
      primaryPhone: f.datatype.boolean({ probability: 0.9 }) ? this.phone(plan) : null,
      address: this.roomAddress(plan, room),
      building: room.building,
      phoneNumber: f.datatype.boolean({ probability: 0.5 }) ? this.phone(plan) : null,
      secondaryPhone: f.datatype.boolean({ probability: 0.3 }) ? this.phone(plan) : null,
      birthdate: this.isoDate(f.date.birthdate({ mode: 'age', min: 68, max: 98 })),
      hasAlexaDevice: f.datatype.boolean({ probability: 0.35 }),
      careSetting: f.helpers.weightedArrayElement([...CARE_SETTINGS]),
    };
    this.data.users.push(user);
    return user;
  }

  private staff(plan: CommunityPlan, count: number): void {
    const f = this.faker;
    for (let index = 0; index < count; index += 1) {
      const position = STAFF_POSITIONS[index % STAFF_POSITIONS.length];
      const sex: Sex = f.helpers.arrayElement(['female', 'male']);
      const firstName = f.person.firstName(sex);
      const lastName = f.person.lastName();
      const since = f.number.int({ min: 2008, max: 2024 });
      this.data.users.push({
        ...this.blankUser(plan.community.id),
        userType: 'Staff',
        roles: ['Staff'],
        firstName,
        lastName,
        email: this.email(firstName, lastName, 'staff.example.org'),
        biography: `${firstName} joined ${plan.community.name} in ${since} and works in ${position.department}. Outside work you will find ${pronoun(sex)} ${f.helpers.arrayElement(PASTIMES)}.`,
        primaryPhone: this.phone(plan),
        secondaryPhone: f.datatype.boolean({ probability: 0.4 }) ? this.phone(plan) : null,
        jobTitle: position.jobTitle,
        department: position.department,
      });
    }
  }

  private families(plan: CommunityPlan, residents: SeedUser[], count: number): void {
    const f = this.faker;
    const pool = f.helpers.shuffle([...residents]);
    for (let index = 0; index < count; index += 1) {
      const resident = pool[index % pool.length];
      const relationship = f.helpers.weightedArrayElement([...FAMILY_RELATIONSHIPS]);
      const sex: Sex = ['Daughter', 'Granddaughter'].includes(relationship)
        ? 'female'
        : ['Son', 'Grandson'].includes(relationship)
          ? 'male'
          : f.helpers.arrayElement(['female', 'male']);
      const firstName = f.person.firstName(sex);
      const lastName =
        SHARES_LAST_NAME.has(relationship) || (relationship === 'Daughter' && f.datatype.boolean())
          ? resident.lastName
          : f.person.lastName();
      const contact: SeedUser = {
        ...this.blankUser(plan.community.id),
        userType: 'Contact',
        roles: ['Family'],
        firstName,
        lastName,
        email: this.email(firstName, lastName, 'example.net'),
        family: !NOT_FAMILY.has(relationship),
        biography: f.datatype.boolean({ probability: 0.6 })
          ? `${firstName} lives in ${f.location.city()}, ${f.location.state({ abbreviated: true })}, and visits ${resident.preferredName ?? resident.firstName} whenever ${sex === 'female' ? 'she' : 'he'} can.`
          : null,
        primaryPhone: f.datatype.boolean({ probability: 0.85 }) ? this.phone(plan) : null,
      };
      this.data.users.push(contact);
      this.relate(contact, resident, relationship, true);
      // Some relatives are listed for a second resident too, e.g. both grandparents.
      const second = pool[(index + 7) % pool.length];
      if (second !== resident && f.datatype.boolean({ probability: 0.2 })) {
        this.relate(contact, second, f.helpers.arrayElement(['Friend', 'Other', 'In_Laws']), false);
      }
    }
  }

  private relate(
    contact: SeedUser,
    resident: SeedUser,
    relationship: Relationship,
    isPrimary: boolean,
  ): void {
    this.data.relationships.push({
      contactId: contact.id,
      residentId: resident.id,
      relationship,
      isPrimary,
    });
  }

  // Demo accounts

  private demoResident(): SeedUser {
    const user: SeedUser = {
      ...this.blankUser(WILLOW_CREEK_ID),
      id: DEMO_RESIDENT_ID,
      userType: 'Resident',
      roles: ['Resident'],
      firstName: 'Eleanor',
      lastName: 'Whitfield',
      preferredName: 'Ellie',
      email: 'resident@demo.portal',
      communityIds: [WILLOW_CREEK_ID, MAPLE_GROVE_ID],
      roomIds: [DEMO_RESIDENT_ROOM_ID],
      biography:
        'Born in Scranton, Pennsylvania, Eleanor spent 34 years as a children’s librarian. These days you will find her at the Tuesday bridge table or reading mysteries in the library.',
      primaryPhone: '2155550142',
      address: `${WILLOW_CREEK.streetAddress}, Apartment 214`,
      building: 'Oak Hall',
      phoneNumber: '+12155550143',
      secondaryPhone: '6105550178',
      birthdate: '1941-04-17',
      hasAlexaDevice: true,
      careSetting: 'Independent Living',
    };
    this.data.users.push(user);
    return user;
  }

  private demoFamily(): SeedUser {
    const user: SeedUser = {
      ...this.blankUser(WILLOW_CREEK_ID),
      id: DEMO_FAMILY_ID,
      userType: 'Contact',
      roles: ['Family'],
      firstName: 'Claire',
      lastName: 'Whitfield',
      email: 'family@demo.portal',
      family: true,
      biography: 'Claire lives in Philadelphia and visits her mother every Sunday.',
      primaryPhone: '+12675550119',
    };
    this.data.users.push(user);
    this.data.relationships.push({
      contactId: DEMO_FAMILY_ID,
      residentId: DEMO_RESIDENT_ID,
      relationship: 'Daughter',
      isPrimary: true,
    });
    return user;
  }

  private demoStaff(): SeedUser {
    return {
      ...this.blankUser(WILLOW_CREEK_ID),
      id: DEMO_STAFF_ID,
      userType: 'Staff',
      roles: ['Staff'],
      firstName: 'Marcus',
      lastName: 'Bell',
      email: 'staff@demo.portal',
      biography:
        'Marcus joined Willow Creek in 2016 and plans the concerts, outings and classes on the events calendar.',
      primaryPhone: '4845550131',
      secondaryPhone: '4845550132',
      jobTitle: 'Life Enrichment Director',
      department: 'Life Enrichment',
    };
  }

  private demoAdvocate(): SeedUser {
    return {
      ...this.blankUser(WILLOW_CREEK_ID),
      id: DEMO_ADVOCATE_ID,
      userType: 'Contact',
      roles: ['Advocate'],
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'advocate@demo.portal',
      biography: 'Priya is the resident advocate for Willow Creek.',
      primaryPhone: '6105550166',
    };
  }

  private demoHomeSystemAndAddressBook(daughter: SeedUser): void {
    this.data.homeSystems.push({
      id: DEMO_HOME_SYSTEM_ID,
      userId: DEMO_RESIDENT_ID,
      analyticsId: '6f1c2a4e-8d3b-4c7a-9e21-5b0d7f3a9c12',
      ctoken: 'c0ffee00d15ea5e0b1e55ed0ba5eba11',
      password: 'oak214-home',
      username: 'willowcreek-oak214',
      systemStatus: 'Deployed',
    });
    this.data.addressBooks.push({
      id: DEMO_ADDRESS_BOOK_ID,
      roomId: DEMO_RESIDENT_ROOM_ID,
      name: 'Oak 214',
      contacts: [
        {
          contactId: daughter.id,
          type: 'reciprocal',
          phoneNumbers: ['+12675550119'],
          name: 'Claire Whitfield',
        },
        {
          contactId: '64b0f0000000000000000001',
          type: 'pstn',
          phoneNumbers: ['6105550184', '6105550185'],
          name: 'Dr. Samuel Ortiz',
        },
      ],
    });
  }

  private homeSystemsAndAddressBooks(residents: SeedUser[]): void {
    const f = this.faker;
    const roomsWithBook = new Set<string>([DEMO_RESIDENT_ROOM_ID]);
    for (const resident of residents) {
      const roomId = resident.roomIds[0];
      if (f.datatype.boolean({ probability: 0.25 })) {
        this.data.homeSystems.push(this.homeSystem(resident, roomId));
      }
      if (resident.hasAlexaDevice && !roomsWithBook.has(roomId)) {
        roomsWithBook.add(roomId);
        this.data.addressBooks.push(this.addressBook(resident, roomId));
      }
    }
  }

  private homeSystem(resident: SeedUser, roomId: string): SeedHomeSystem {
    const f = this.faker;
    const room = this.data.rooms.find((candidate) => candidate.id === roomId);
    return {
      id: this.id(),
      userId: resident.id,
      analyticsId: f.string.uuid(),
      ctoken: f.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
      password: f.string.alphanumeric(16),
      username: `${slug(room?.name ?? resident.lastName)}-${f.string.numeric(4)}`,
      systemStatus: f.helpers.weightedArrayElement([
        { weight: 7, value: 'Deployed' },
        { weight: 2, value: 'Pending' },
        { weight: 1, value: 'Decommissioned' },
      ]),
    };
  }

  private addressBook(resident: SeedUser, roomId: string): SeedAddressBook {
    const relatives = this.data.relationships
      .filter((relation) => relation.residentId === resident.id)
      .map((relation) => this.data.users.find((user) => user.id === relation.contactId))
      .filter((user): user is SeedUser => user?.primaryPhone != null);
    const uniqueRelatives = relatives.filter(
      (relative, index) =>
        relatives.findIndex(
          (other) => other.firstName === relative.firstName && other.lastName === relative.lastName,
        ) === index,
    );
    const contacts: SeedAlexaContact[] = uniqueRelatives.slice(0, 3).map((relative) => ({
      contactId: relative.id,
      type: 'reciprocal',
      phoneNumbers: [relative.primaryPhone ?? ''],
      name: `${relative.firstName} ${relative.lastName}`,
    }));
    contacts.push({
      contactId: this.id(),
      type: 'pstn',
      phoneNumbers: [this.faker.helpers.arrayElement(['2155550100', '2155550101'])],
      name: 'Front Desk',
    });
    const room = this.data.rooms.find((candidate) => candidate.id === roomId);
    return { id: this.id(), roomId, name: room?.name ?? resident.lastName, contacts };
  }

  // Small generators

  private blankUser(communityId: string): SeedUser {
    return {
      id: this.id(),
      userType: 'Contact',
      roles: ['Family'],
      firstName: '',
      lastName: '',
      preferredName: null,
      email: null,
      primaryCommunityId: communityId,
      communityIds: [communityId],
      roomIds: [],
      biography: null,
      optOutOfDirectory: false,
      hiddenFields: [],
      primaryPhone: null,
      family: false,
      address: null,
      building: null,
      phoneNumber: null,
      secondaryPhone: null,
      birthdate: null,
      hasAlexaDevice: null,
      careSetting: null,
      jobTitle: null,
      department: null,
    };
  }

  private id(): string {
    return this.faker.database.mongodbObjectId();
  }

  private email(firstName: string, lastName: string, domain: string): string {
    const local = `${slug(firstName)}.${slug(lastName)}`;
    let email = `${local}@${domain}`;
    for (let n = 2; this.usedEmails.has(email); n += 1) {
      email = `${local}${n}@${domain}`;
    }
    this.usedEmails.add(email);
    return email;
  }

  /** A US number in the 555-01xx block reserved for fiction; some carry the +1 prefix. */
  private phone(plan: CommunityPlan): string {
    const f = this.faker;
    const digits = `${f.helpers.arrayElement(plan.areaCodes)}55501${f.string.numeric(2)}`;
    return f.datatype.boolean({ probability: 0.25 }) ? `+1${digits}` : digits;
  }

  private roomAddress(plan: CommunityPlan, room: SeedRoom): string {
    const number = room.name.replace(/^\D+/, '');
    const unit = room.name.startsWith('Cottage') ? `Cottage ${number}` : `Apartment ${number}`;
    return `${plan.streetAddress}, ${unit}`;
  }

  private residentBiography(firstName: string, sex: Sex): string {
    const f = this.faker;
    const years = f.number.int({ min: 12, max: 42 });
    const grandchildren = f.number.int({ min: 0, max: 9 });
    const family =
      grandchildren > 1
        ? ` Proud grandparent of ${grandchildren}.`
        : grandchildren === 1
          ? ' Proud grandparent of one.'
          : '';
    return `Born in ${f.location.city()}, ${f.location.state()}, ${firstName} spent ${years} years as ${f.helpers.arrayElement(CAREERS)}. These days you will find ${pronoun(sex)} ${f.helpers.arrayElement(PASTIMES)}.${family}`;
  }

  private isoDate(date: Date): string {
    return date.toISOString().slice(0, 10);
  }
}

function pronoun(sex: Sex): string {
  return sex === 'female' ? 'her' : 'him';
}

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
}
