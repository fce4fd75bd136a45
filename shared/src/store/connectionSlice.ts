import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface ConnectionState {
  offline: boolean;
  slow: boolean;
  /** Calls under way, for the loading bar. */
  pending: number;
}

const initialState: ConnectionState = { offline: false, slow: false, pending: 0 };

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    offlineChanged(state, action: PayloadAction<boolean>) {
      state.offline = action.payload;
    },
    slowChanged(state, action: PayloadAction<boolean>) {
      state.slow = action.payload;
    },
    callStarted(state) {
      state.pending += 1;
    },
    callEnded(state) {
      state.pending = Math.max(0, state.pending - 1);
    },
  },
  selectors: {
    selectOffline: (state) => state.offline,
    selectSlow: (state) => state.slow,
    selectCallsPending: (state) => state.pending > 0,
  },
});

export const { offlineChanged, slowChanged, callStarted, callEnded } = connectionSlice.actions;
export const { selectOffline, selectSlow, selectCallsPending } = connectionSlice.selectors;
