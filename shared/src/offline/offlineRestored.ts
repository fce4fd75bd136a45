import { createAction } from '@reduxjs/toolkit';

/** A kept answer of the API, as the portal's cache holds it. */
export interface KeptQuery {
  status: 'fulfilled';
  endpointName: string;
  requestId: string;
  originalArgs: unknown;
  data: unknown;
  startedTimeStamp: number;
  fulfilledTimeStamp: number;
}

/** The answers kept from the last visit are back in the cache (`portalApi` rehydrates them). */
export const offlineDataRestored = createAction<Record<string, KeptQuery>>('offline/restored');
