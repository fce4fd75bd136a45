import { combineSlices } from '@reduxjs/toolkit';
import { portalApi } from '../api/portalApi';
import { alertsSlice } from './alertsSlice';
import { badgesSlice } from './badgesSlice';
import { connectionSlice } from './connectionSlice';
import { sessionSlice } from './sessionSlice';
import { themeSlice } from './themeSlice';

/** Slices an area adds when its module loads; each area augments this interface. */
// biome-ignore lint/suspicious/noEmptyInterface: areas extend it by declaration merging
export interface LazyLoadedSlices {}

/** The federated root reducer: the shell's slices now, the areas' injected later. */
export const rootReducer = combineSlices(
  portalApi,
  sessionSlice,
  themeSlice,
  alertsSlice,
  connectionSlice,
  badgesSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type PortalState = ReturnType<typeof rootReducer>;
