import { strings } from './strings.ts';
import { addDays, isDay } from './zonedTime.ts';

/**
 * The portal's wellness service (spec 3, 7), as the browser's wellness area and the server both
 * see it. `GET WELLNESS_PATHS.login` takes the portal's bearer session and answers a wellness
 * token; every other call sends that token in the `authenticationToken` header. Heights are
 * centimetres and weights kilograms on the wire; the browser shows inches and pounds (spec 9).
 */
export const WELLNESS_PATHS = {
  login: '/v1/wellness/auth/login',
  /** The caller's wellness account (created on first use): `WellnessAccountAnswer`. */
  account: '/v1/wellness/thryve/login',
  /** POST a `WellnessUserInformationInput`: changes only the fields it names. */
  userInformation: '/v1/wellness/thryve/user',
  /** Readings at a moment: GET `?startTimestamp=&endTimestamp=`, POST `WellnessReadingUpload`. */
  values: '/v1/wellness/thryve/user/value',
  /** One value a day: GET `?startDay=&endDay=`, POST `WellnessDailyUpload`. */
  dailyValues: '/v1/wellness/thryve/user/value/daily',
  /** The caller's connectors for a platform: GET `?platform=web|ios|android`. */
  connectors: '/v1/wellness/thryve/connectors',
  /** DELETE with `{ platform }`: the platform the caller removes it from. */
  connector: (id: string) => `/v1/wellness/thryve/connectors/${encodeURIComponent(id)}`,
  /** POST `{ dataSourceId, redirectString }` → `{ url }` of the consent page. */
  connect: '/v1/wellness/thryve/connect',
  consent: '/v1/wellness/consent',
  /** The static list of connectors and measure types (no token): `WellnessConnectorFile`. */
  connectorFile: '/v1/wellness/connectors.json',
} as const;

/** The header that carries the wellness token (spec 7). */
export const WELLNESS_TOKEN_HEADER = 'authenticationToken';

/** The longest span one value call may ask for or upload into. */
export const WELLNESS_MAX_RANGE_DAYS = 400;
/** The most values one upload may carry. */
export const WELLNESS_UPLOAD_MAX = 1000;

/** What the service measures, its unit on the wire, and the values it takes. */
export const WELLNESS_MEASURES = {
  steps: { label: 'Steps', unit: 'steps', min: 0, max: 100_000 },
  restingHeartRate: { label: 'Resting heart rate', unit: 'bpm', min: 20, max: 250 },
  weight: { label: 'Weight', unit: 'kg', min: 20, max: 400 },
  bloodPressureSystolic: { label: 'Blood pressure (systolic)', unit: 'mmHg', min: 50, max: 300 },
  bloodPressureDiastolic: { label: 'Blood pressure (diastolic)', unit: 'mmHg', min: 20, max: 200 },
  sleepMinutes: { label: 'Sleep', unit: 'min', min: 0, max: 1440 },
} as const;
export type WellnessMeasureType = keyof typeof WELLNESS_MEASURES;
export const WELLNESS_MEASURE_TYPES = Object.keys(WELLNESS_MEASURES) as WellnessMeasureType[];

export function isWellnessMeasureType(value: string): value is WellnessMeasureType {
  return Object.hasOwn(WELLNESS_MEASURES, value);
}

export type WellnessPlatform = 'web' | 'ios' | 'android';
export const WELLNESS_PLATFORMS: readonly WellnessPlatform[] = ['web', 'ios', 'android'];

/** A source of data. Web connectors connect through a consent page; native ones in the app. */
export interface WellnessConnectorDefinition {
  id: string;
  name: string;
  native: boolean;
  /** The only platform a native connector exists on; null for web connectors. */
  platform: 'ios' | 'android' | null;
  types: readonly WellnessMeasureType[];
}

export const WELLNESS_CONNECTORS: readonly WellnessConnectorDefinition[] = [
  {
    id: 'fitbit',
    name: 'Fitbit',
    native: false,
    platform: null,
    types: ['steps', 'restingHeartRate', 'sleepMinutes', 'weight'],
  },
  {
    id: 'withings',
    name: 'Withings',
    native: false,
    platform: null,
    types: ['steps', 'restingHeartRate', 'sleepMinutes', 'weight'],
  },
  {
    id: 'garmin',
    name: 'Garmin',
    native: false,
    platform: null,
    types: ['steps', 'restingHeartRate', 'sleepMinutes'],
  },
  {
    id: 'omron',
    name: 'Omron',
    native: false,
    platform: null,
    types: ['bloodPressureSystolic', 'bloodPressureDiastolic'],
  },
  {
    id: 'appleHealth',
    name: 'Apple Health',
    native: true,
    platform: 'ios',
    types: WELLNESS_MEASURE_TYPES,
  },
  {
    id: 'healthConnect',
    name: 'Health Connect',
    native: true,
    platform: 'android',
    types: WELLNESS_MEASURE_TYPES,
  },
];

/** Values a person typed in themselves rather than a device sent. */
export const WELLNESS_MANUAL_SOURCE = 'manual';

export function wellnessConnector(id: string): WellnessConnectorDefinition | undefined {
  return WELLNESS_CONNECTORS.find((connector) => connector.id === id);
}

/** Spec 3: native connectors appear only in the native app on the matching platform. */
export function connectorShownOn(
  connector: WellnessConnectorDefinition,
  platform: WellnessPlatform,
): boolean {
  return !connector.native || connector.platform === platform;
}

/** The static file of `WELLNESS_PATHS.connectorFile`. */
export interface WellnessConnectorFile {
  connectors: readonly WellnessConnectorDefinition[];
  types: { id: WellnessMeasureType; label: string; unit: string; min: number; max: number }[];
}

/** Spec 3: a connector, with `enabled` when the caller's connected sources include it. */
export interface WellnessConnector {
  id: string;
  name: string;
  native: boolean;
  platform: 'ios' | 'android' | null;
  types: readonly WellnessMeasureType[];
  enabled: boolean;
}

export interface WellnessConnectedSource {
  dataSource: string;
  /** ISO 8601 */
  connectedAt: string;
  /** Where it was connected: a native source can only be removed on that platform. */
  platform: WellnessPlatform;
}

export const WELLNESS_GENDERS = ['female', 'male', 'other'] as const;
export type WellnessGender = (typeof WELLNESS_GENDERS)[number];

/** Spec 3: userInformation. Height in cm, weight in kg, birthdate `YYYY-MM-DD`. */
export interface WellnessUserInformation {
  height: number | null;
  weight: number | null;
  birthdate: string | null;
  gender: WellnessGender | null;
  connectedSources: WellnessConnectedSource[];
}

export interface WellnessAccountAnswer {
  userInformation: WellnessUserInformation;
  /** Spec 4: setup is shown until weight, height, birthdate and gender are all set. */
  setupComplete: boolean;
}

export interface WellnessUserInformationInput {
  height?: number;
  weight?: number;
  birthdate?: string;
  gender?: WellnessGender;
}

export function wellnessSetupComplete(
  information: Pick<WellnessUserInformation, 'height' | 'weight' | 'birthdate' | 'gender'>,
): boolean {
  return (
    information.height !== null &&
    information.weight !== null &&
    information.birthdate !== null &&
    information.gender !== null
  );
}

export const WELLNESS_HEIGHT_CM = { min: 50, max: 250 } as const;
export const WELLNESS_WEIGHT_KG = {
  min: WELLNESS_MEASURES.weight.min,
  max: WELLNESS_MEASURES.weight.max,
} as const;
export const WELLNESS_OLDEST_BIRTHDATE = '1900-01-01';

const CM_PER_INCH = 2.54;
const KG_PER_POUND = 0.45359237;

export const inchesToCm = (inches: number) => inches * CM_PER_INCH;
export const cmToInches = (cm: number) => cm / CM_PER_INCH;
export const poundsToKg = (pounds: number) => pounds * KG_PER_POUND;
export const kgToPounds = (kg: number) => kg / KG_PER_POUND;

function within(value: unknown, range: { min: number; max: number }): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && value >= range.min && value <= range.max
  );
}

export function validateWellnessHeight(cm: unknown): string | null {
  return within(cm, WELLNESS_HEIGHT_CM) ? null : strings.wellnessHeightInvalid;
}

export function validateWellnessWeight(kg: unknown): string | null {
  return within(kg, WELLNESS_WEIGHT_KG) ? null : strings.wellnessWeightInvalid;
}

/** A real day, not before 1900 and not after `today` (the community's day). */
export function validateWellnessBirthdate(day: unknown, today: string): string | null {
  return typeof day === 'string' && isDay(day) && day >= WELLNESS_OLDEST_BIRTHDATE && day <= today
    ? null
    : strings.wellnessBirthdateInvalid;
}

export function validateWellnessGender(gender: unknown): string | null {
  return typeof gender === 'string' && (WELLNESS_GENDERS as readonly string[]).includes(gender)
    ? null
    : strings.wellnessGenderInvalid;
}

/** The first problem of a change of user information, or null when every named field is valid. */
export function wellnessUserInformationProblem(
  input: { [field in keyof WellnessUserInformationInput]?: unknown },
  today: string,
): string | null {
  const checks: [keyof WellnessUserInformationInput, () => string | null][] = [
    ['height', () => validateWellnessHeight(input.height)],
    ['weight', () => validateWellnessWeight(input.weight)],
    ['birthdate', () => validateWellnessBirthdate(input.birthdate, today)],
    ['gender', () => validateWellnessGender(input.gender)],
  ];
  const named = checks.filter(([field]) => input[field] !== undefined);
  if (named.length === 0) return strings.wellnessInformationEmpty;
  for (const [, check] of named) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
}

/** A value of this measure the service takes: finite and within its range. */
export function isWellnessValue(type: WellnessMeasureType, value: unknown): value is number {
  return within(value, WELLNESS_MEASURES[type]);
}

/**
 * A moment written in ISO 8601 with a date, a time of 00:00 to 23:59 and a zone (`Z` or an
 * offset); `T24:00`, which `Date.parse` reads as the next day's midnight, is not one.
 */
const INSTANT =
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** The moment an ISO 8601 timestamp names, or null when it is not one. */
export function parseWellnessTimestamp(value: string): Date | null {
  if (!INSTANT.test(value) || !isDay(value.slice(0, 10))) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** A device may run a little fast: a reading up to this far ahead of now is taken. */
export const WELLNESS_CLOCK_SKEW_MS = 5 * 60_000;

/** What is wrong with the day of an uploaded daily value, or null: a real day, not after today. */
export function wellnessUploadDayProblem(day: string, today: string): string | null {
  if (!isDay(day)) return strings.wellnessDayInvalid;
  return day > today ? strings.wellnessValueInFuture : null;
}

/** What is wrong with the time of an uploaded reading, or null: a real moment, not ahead of now. */
export function wellnessUploadTimeProblem(timestamp: string, now: Date): string | null {
  const moment = parseWellnessTimestamp(timestamp);
  if (!moment) return strings.wellnessTimestampInvalid;
  return moment.getTime() > now.getTime() + WELLNESS_CLOCK_SKEW_MS
    ? strings.wellnessValueInFuture
    : null;
}

/** What is wrong with a span of days asked for, or null. */
export function wellnessDayRangeProblem(startDay: string, endDay: string): string | null {
  if (!isDay(startDay) || !isDay(endDay)) return strings.wellnessDayInvalid;
  if (endDay < startDay) return strings.wellnessRangeReversed;
  if (addDays(startDay, WELLNESS_MAX_RANGE_DAYS - 1) < endDay) return strings.wellnessRangeTooLong;
  return null;
}

/** What is wrong with a span of time asked for, or null. */
export function wellnessTimeRangeProblem(start: string, end: string): string | null {
  const from = parseWellnessTimestamp(start);
  const to = parseWellnessTimestamp(end);
  if (!from || !to) return strings.wellnessTimestampInvalid;
  if (to < from) return strings.wellnessRangeReversed;
  if (to.getTime() - from.getTime() > WELLNESS_MAX_RANGE_DAYS * 86_400_000) {
    return strings.wellnessRangeTooLong;
  }
  return null;
}

/** One value of a day (`date` is the community's calendar day). */
export interface WellnessDailyValue {
  date: string;
  type: WellnessMeasureType;
  value: number;
  dataSource: string;
}

/** One reading at a moment, with the community's calendar day it belongs to. */
export interface WellnessReading {
  timestamp: string;
  date: string;
  type: WellnessMeasureType;
  value: number;
  dataSource: string;
}

/** Spec 7: uploads send a data list. `dataSource` defaults to `manual`. */
export interface WellnessDailyUpload {
  dataSource?: string;
  data: { date: string; type: string; value: number }[];
}

export interface WellnessReadingUpload {
  dataSource?: string;
  data: { timestamp: string; type: string; value: number }[];
}

/** The first problem of one uploaded value, or null. */
export function wellnessValueProblem(type: string, value: unknown): string | null {
  if (!isWellnessMeasureType(type)) return strings.wellnessMeasureUnknown;
  return isWellnessValue(type, value) ? null : strings.wellnessValueInvalid;
}

/** A source an upload may name: typed in by hand, or one of the connectors. */
export function isWellnessDataSource(id: string): boolean {
  return id === WELLNESS_MANUAL_SOURCE || wellnessConnector(id) !== undefined;
}
