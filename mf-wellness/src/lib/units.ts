import {
  cmToInches,
  inchesToCm,
  kgToPounds,
  loadSettings,
  poundsToKg,
  type Settings,
  saveSettings,
} from '@portal/shared';
import { useSyncExternalStore } from 'react';

export type Units = NonNullable<Settings['wellnessUnits']>;

const listeners = new Set<() => void>();

/** Spec 9: inches and pounds unless the person chose metric in the wellness settings. */
export function currentUnits(): Units {
  return loadSettings().wellnessUnits ?? 'us';
}

export function chooseUnits(units: Units): void {
  saveSettings({ wellnessUnits: units });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnits(): Units {
  return useSyncExternalStore(subscribe, currentUnits, () => 'us' as const);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** What the person types and reads, and what the service stores (cm, kg). */
export const UNIT_LABELS = {
  us: { height: 'in', weight: 'lb' },
  metric: { height: 'cm', weight: 'kg' },
} as const;

export function heightShown(cm: number, units: Units): number {
  return round1(units === 'us' ? cmToInches(cm) : cm);
}

export function weightShown(kg: number, units: Units): number {
  return round1(units === 'us' ? kgToPounds(kg) : kg);
}

export function heightStored(value: number, units: Units): number {
  return units === 'us' ? inchesToCm(value) : value;
}

export function weightStored(value: number, units: Units): number {
  return units === 'us' ? poundsToKg(value) : value;
}
