import { addDays, localDay, zonedTimeToInstant } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { DEMO_RESIDENT_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import type { DemoDataset, SeedUser } from '../db/seedData/demoDataset.ts';
import { HIDDEN_PROFILE } from '../people/privacy.ts';
import { simulatedDays } from './simulatedReadings.ts';
import {
  connectSource,
  ensureWellnessAccount,
  storeDailyValues,
  updateUserInformation,
} from './wellnessRepository.ts';

/** How far back the demo resident's history goes, and when she changed devices. */
export const WELLNESS_HISTORY_DAYS = 180;
export const DEVICE_CHANGE_DAYS_AGO = 60;

/**
 * A Willow Creek resident other than the demo resident who has no wellness account, so the
 * setup can be tried (they sign in after setting a password with "forgot password").
 */
export function wellnessNewcomer(dataset: DemoDataset): SeedUser | undefined {
  return dataset.users.find(
    (user) =>
      user.userType === 'Resident' &&
      user.roles[0] === 'Resident' &&
      user.id !== DEMO_RESIDENT_ID &&
      user.primaryCommunityId === WILLOW_CREEK_ID &&
      user.email !== null &&
      !user.hiddenFields.includes(HIDDEN_PROFILE),
  );
}

/**
 * The demo resident's wellness: setup done, 180 days of daily values with the gaps of real
 * wear, a Fitbit until 60 days ago and Withings since (the Fitbit was removed, its history
 * stays), an Omron blood pressure monitor all along, and Apple Health connected from her phone.
 * Every value is fixed by day and person.
 */
export async function seedWellness(db: Db, dataset: DemoDataset): Promise<void> {
  const resident = dataset.users.find((user) => user.id === DEMO_RESIDENT_ID);
  const community = dataset.communities.find((c) => c.id === WILLOW_CREEK_ID);
  if (!resident || !community) return;
  const today = localDay(new Date(), community.timezone);
  const first = addDays(today, 1 - WELLNESS_HISTORY_DAYS);
  const change = addDays(today, -DEVICE_CHANGE_DAYS_AGO);
  // Connected at nine in the morning of that day.
  const connectedOn = (day: string) => {
    const [year, month, date] = day.split('-').map(Number);
    return zonedTimeToInstant(community.timezone, year, month, date, 9);
  };

  await ensureWellnessAccount(db, resident.id, connectedOn(first));
  await updateUserInformation(db, resident.id, {
    height: 163,
    weight: 64.5,
    birthdate: resident.birthdate ?? '1941-04-17',
    gender: 'female',
  });
  const history: [string, string, string][] = [
    ['fitbit', first, addDays(change, -1)],
    ['withings', change, today],
    ['omron', first, today],
  ];
  for (const [source, from, to] of history) {
    await storeDailyValues(db, resident.id, source, simulatedDays(resident.id, source, from, to));
  }
  for (const [source, from] of [
    ['withings', change],
    ['omron', first],
  ] as const) {
    await connectSource(db, {
      userId: resident.id,
      dataSource: source,
      platform: 'web',
      connectedAt: connectedOn(from),
      deliveredThrough: today,
    });
  }
  // Her phone's Apple Health, connected in the app: it can only be removed there.
  await connectSource(db, {
    userId: resident.id,
    dataSource: 'appleHealth',
    platform: 'ios',
    connectedAt: connectedOn(change),
    deliveredThrough: null,
  });
}
