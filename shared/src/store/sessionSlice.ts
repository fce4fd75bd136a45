import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SessionStatus = 'starting' | 'ready' | 'failed';

export interface SessionState {
  token: string | null;
  /** The community the portal is showing; the first of the user's unless one was chosen. */
  communityId: string | null;
  status: SessionStatus;
}

const initialState: SessionState = { token: null, communityId: null, status: 'starting' };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    tokenLoaded(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    communitySelected(state, action: PayloadAction<string>) {
      state.communityId = action.payload;
    },
    startupFinished(state, action: PayloadAction<SessionStatus>) {
      state.status = action.payload;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectCommunityId: (state) => state.communityId,
    selectSessionStatus: (state) => state.status,
  },
});

export const { tokenLoaded, communitySelected, startupFinished } = sessionSlice.actions;
export const { selectToken, selectCommunityId, selectSessionStatus } = sessionSlice.selectors;
